import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { authCalls } from '../../contract/auth';
import { validateAccount, validateRequired } from '../../shared/lib/validate';
import { useSite } from '../../shared/stores/site';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/Field';
import { Page } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { canConnectWallet, loadWalletStack, startWalletWatch } from '../web3';
import { useAuthDraft } from './draft';
import { AccountField, AccountTypeSwitch } from './fields';
import { useCompleteSignIn } from './session';
import './auth.css';

const WalletLogin = lazy(() => loadWalletStack().then((m) => ({ default: m.WalletLogin })));
startWalletWatch();

/** "Connect wallet": loads the wallet stack and opens the connect modal; no wallet here → the empty page. */
function ConnectWalletButton({ auto }: { auto: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const start = async () => {
    setChecking(true);
    const ok = await canConnectWallet();
    setChecking(false);
    if (!ok) navigate('/pages/empty/empty');
    else setAttempt((n) => n + 1);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once when the page is opened with ?wallet=1.
  useEffect(() => {
    if (auto) void start();
  }, [auto]);
  return (
    <>
      <Button variant="secondary" onClick={start} disabled={checking}>
        {t('wallet.connectWallet')}
      </Button>
      {attempt > 0 && (
        <Suspense fallback={null}>
          <WalletLogin attempt={attempt} />
        </Suspense>
      )}
    </>
  );
}

/** Login with email or mobile number and password; the demo account when the site offers it. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const draft = useAuthDraft();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const demoOffered = useSite((s) => s.H5_DEMO);
  const complete = useCompleteSignIn();
  const form = useFormErrors<'account' | 'password'>({ user_string: 'account' });
  const isEmail = draft.type === 'email';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      account: validateAccount(draft.account, isEmail ? undefined : draft.areaCode),
      password: validateRequired(password),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const reply = await api(
        authCalls.login,
        { user_string: draft.account.trim(), password, area_code: isEmail ? undefined : draft.areaCode },
        { quiet: true },
      );
      await complete(reply);
    } catch (err) {
      form.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  const tryDemo = async () => {
    setBusy(true);
    try {
      await complete(await api(authCalls.demoLogin, {}, { quiet: true }));
    } catch (err) {
      form.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  const keep = params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : '';
  return (
    <Page title={t('auth.login')}>
      <form className="content" onSubmit={submit} noValidate>
        <AccountTypeSwitch label={t('auth.loginWith')} />
        <AccountField autoComplete="username" error={form.errors.account} onEdit={() => form.clear('account')} />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            form.clear('password');
          }}
          error={form.errors.password}
        />
        <Button type="submit" disabled={busy}>
          {t('auth.login')}
        </Button>
        {demoOffered && (
          <Button variant="secondary" onClick={tryDemo} disabled={busy}>
            {t('auth.tryDemo')}
          </Button>
        )}
        <div className="wallet-or muted">{t('wallet.or')}</div>
        <ConnectWalletButton auto={params.get('wallet') === '1'} />
        <div className="link-row">
          <Link to={`/pages/common/register${keep}`}>{t('auth.register')}</Link>
          <Link to="/pages/common/forget">{t('auth.forgot')}</Link>
        </div>
      </form>
    </Page>
  );
}
