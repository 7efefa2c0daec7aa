import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api';
import { authCalls } from '../../contract/auth';
import { toast } from '../../shared/stores/ui';

interface Props {
  type: 'email' | 'mobile';
  account: string;
  areaCode?: string;
  scene: 'register' | 'forget' | 'password';
  /** Checks the account first; returns an error key to show at the account field, or null. */
  validate(): string | null;
  onError(field: string, message: string): void;
}

/** "Send code" with a 60 s countdown; the code goes to the email or the mobile number. */
export function SendCodeButton({ type, account, areaCode, scene, validate, onError }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (validate()) return;
    setBusy(true);
    try {
      if (type === 'email') await api(authCalls.smsMail, { email: account, scene }, { quiet: true });
      else await api(authCalls.smsSend, { mobile: account, area_code: areaCode ?? '86', scene }, { quiet: true });
      toast(t('auth.codeSent'));
      setLeft(60);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'business' && err.field)
        onError(err.field === 'email' || err.field === 'mobile' ? 'account' : err.field, err.message);
      else if (err instanceof ApiError) toast(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" onClick={send} disabled={busy || left > 0}>
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </button>
  );
}
