// "Send code" for the auth and security forms: the code goes by email or SMS, then a 60 s countdown
// before it can be sent again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { authCalls, type CodeScene } from '../../contract/auth';
import { toast } from '../../shared/stores/ui';

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
