// "Send code" for the auth and security forms: the code goes by email or SMS, then a 60 s countdown
// before it can be sent again; CodeField is the code's field with that button.
import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { authCalls, type CodeScene } from '../../contract/auth';
import { toast } from '../../shared/stores/ui';
import { FormField } from '../../shared/ui/form';

const RESEND_AFTER_S = 60;

interface Props {
  type: 'email' | 'mobile';
  account: string;
  areaCode?: string;
  scene: CodeScene;
  /** Checks the account first (showing what is wrong at its field); false stops the sending. */
  validate(): boolean | Promise<boolean>;
  /** The server refused to send: the form puts the refusal at a field or toasts it. */
  onRefused(err: unknown): void;
}

/** "Send code" with a 60 s countdown; the code goes to the email or the mobile number. */
export function SendCodeButton({ type, account, areaCode, scene, validate, onRefused }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const mail = useCallMutation(authCalls.smsMail);
  const sms = useCallMutation(authCalls.smsSend);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (!(await validate())) return;
    try {
      if (type === 'email') await mail.mutateAsync({ email: account, scene });
      else await sms.mutateAsync({ mobile: account, area_code: areaCode ?? '86', scene });
      toast(t('auth.codeSent'));
      setLeft(RESEND_AFTER_S);
    } catch (err) {
      onRefused(err);
    }
  };

  return (
    <button type="button" onClick={send} disabled={mail.isPending || sms.isPending || left > 0}>
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </button>
  );
}

interface CodeFieldProps<V extends FieldValues> extends Props {
  form: UseFormReturn<V>;
  /** The form's field for the 6-character code. */
  name: FieldPath<V>;
}

/** The verification-code field with its "Send code" button, as every form that asks for a code shows it. */
export function CodeField<V extends FieldValues>({ form, name, ...send }: CodeFieldProps<V>) {
  const { t } = useTranslation();
  return (
    <FormField
      form={form}
      name={name}
      label={t('auth.code')}
      inputMode="numeric"
      maxLength={6}
      autoComplete="one-time-code"
      addon={<SendCodeButton {...send} />}
    />
  );
}
