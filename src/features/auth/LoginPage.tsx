// Login: email or mobile number and password, the demo account when the site offers it, or a wallet.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { http } from '../../api';
import { useCallMutation } from '../../api/mutation';
import { authCalls } from '../../contract/auth';
import { validateAccount, validateRequired } from '../../shared/lib/validate';
import { useSite } from '../../shared/stores/site';
import { Button } from '../../shared/ui/Button';
import { DemoUnavailableButton } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page } from '../../shared/ui/Page';
import { canConnectWallet, loadWalletStack, prefetchWalletLogin, startWalletWatch } from '../wallet';
import styles from './auth.module.css';
import { type AuthDraft, keepInDraft, readDraft } from './draft';
import { AccountField, AccountTypeSwitch } from './fields';
import { useCompleteSignIn } from './session';

const WalletLogin = lazy(() => loadWalletStack().then((m) => ({ default: m.WalletLogin })));
startWalletWatch();

/** "Connect wallet": loads the wallet stack and opens the connect modal; no wallet here → the empty page. */
function ConnectWalletButton({ auto }: { auto: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const demo = useDemoSession();
  const start = async () => {
    setChecking(true);
    const ok = await canConnectWallet();
    setChecking(false);
    if (!ok) navigate('/pages/empty/empty');
    else setAttempt((n) => n + 1);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once when the page is opened with ?wallet=1.
  useEffect(() => {
    if (auto && !demo) void start();
  }, [auto]);
  // The stack is fetched while the page sits idle, so that the click only renders it.
  useEffect(() => {
    if (!demo) prefetchWalletLogin();
  }, [demo]);
  if (demo) return <DemoUnavailableButton action="walletLogin" label={t('wallet.connectWallet')} variant="secondary" open={auto} />;
  return (
    <>
      <Button variant="secondary" onClick={start} disabled={checking}>
        {t('wallet.connectWallet')}
      </Button>
      {attempt > 0 && (
        <Suspense fallback={null}>
          {/* A new wallet account takes the invite code the register page holds (an invite link). */}
          <WalletLogin attempt={attempt} inviteCode={readDraft().invite} />
        </Suspense>
      )}
    </>
  );
}

type LoginValues = Pick<AuthDraft, 'type' | 'account' | 'areaCode'> & { password: string };

const LOGIN_FIELDS = ['account', 'password'] as const;
/** The call's payload names → the form's. */
const SERVER_FIELDS = { user_string: 'account' } as const;

/** Login with email or mobile number and password; the demo account when the site offers it. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const demoOffered = useSite((s) => s.H5_DEMO);
  const siteName = useSite((s) => s.site_name);
  const logo = useSite((s) => s.site_logo);
  const complete = useCompleteSignIn();
  const login = useCallMutation(authCalls.login);
  const demo = useCallMutation(authCalls.demoLogin);
  const draft = readDraft();
  const form = useRulesForm<LoginValues>(
    { type: draft.type, account: draft.account, areaCode: draft.areaCode, password: '' },
    {
      account: (value, values) => validateAccount(value, values.type === 'email' ? undefined : values.areaCode),
      password: (value) => validateRequired(value),
    },
  );
  const [type, account, areaCode] = useWatch({ control: form.control, name: ['type', 'account', 'areaCode'] });
  useEffect(() => keepInDraft({ type, account, areaCode }), [type, account, areaCode]);
  // A sign-in that succeeded leaves the page: the buttons stay off until it has.
  const busy = [login, demo].some((m) => m.isPending || m.isSuccess);

  const submit = form.handleSubmit(async (values) => {
    const isEmail = values.type === 'email';
    try {
      const reply = await login.mutateAsync({
        user_string: values.account.trim(),
        password: values.password,
        area_code: isEmail ? undefined : values.areaCode,
      });
      await complete(reply);
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, LOGIN_FIELDS);
    }
  });

  const tryDemo = async () => {
    try {
      await complete(await demo.mutateAsync({}));
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, LOGIN_FIELDS);
    }
  };

  const keep = params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : '';
  return (
    <Page title={t('auth.login')}>
      {/* Whose login this is: the operator's logo and name (site config). */}
      <div className={styles.brand}>
        {logo && <img src={http.resolveImage(logo)} alt="" width={48} height={48} data-testid="login-logo" />}
        <span>{siteName}</span>
      </div>
      <form className="content" onSubmit={submit} noValidate>
        <AccountTypeSwitch label={t('auth.loginWith')} value={type} onChange={(next) => form.setValue('type', next)} />
        <AccountField form={form} name="account" type={type} areaCode={areaCode} autoComplete="username" />
        <FormField form={form} name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
        <Button type="submit" disabled={busy}>
          {t('auth.login')}
        </Button>
        {demoOffered && (
          <Button variant="secondary" onClick={tryDemo} disabled={busy}>
            {t('auth.tryDemo')}
          </Button>
        )}
        <div className={`${styles.walletOr} muted`}>{t('wallet.or')}</div>
        <ConnectWalletButton auto={params.get('wallet') === '1'} />
        <div className="link-row">
          <Link to={`/pages/common/register${keep}`}>{t('auth.register')}</Link>
          <Link to="/pages/common/forget">{t('auth.forgot')}</Link>
        </div>
      </form>
    </Page>
  );
}
