// Add a wallet address: loads the wallet stack when the person asks to connect. Bound for sign-in, the
// address is a withdrawal address too: the code sent to the account's email or mobile confirms it (an
// account with neither binds one first).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateCode } from '../../shared/lib/validate';
import { Link, useNavigate } from '../../shared/nav';
import { Button } from '../../shared/ui/Button';
import { serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { DemoUnavailableButton } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { Page } from '../../shared/ui/Page';
import { AddressCodeField, useBoundContact } from './AddressCode';
import { canConnectWallet, loadWalletStack } from './index';

const BindWallet = lazy(() => loadWalletStack().then((m) => ({ default: m.BindWallet })));

/** Binds a wallet address to the logged-in account: connect, sign a SIWE message, user/wallet/save. */
export default function AddWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  // A demo session binds no wallet (the server refuses it too): the button explains instead.
  const demo = useDemoSession();
  const contact = useBoundContact(!demo);
  const { noContact } = contact;
  const form = useRulesForm<{ code: string }>({ code: '' }, { code: (value) => validateCode(value) });
  /** The typed code once it is one (else the field says why, and nothing is signed). */
  const code = async () => ((await form.trigger('code')) ? form.getValues('code').trim() : null);
  const codeRefused = (err: unknown) =>
    serverErrorToForm(form, err, { email: 'code', mobile: 'code', area_code: 'code', scene: 'code' }, ['code']);
  const connect = async () => {
    setChecking(true);
    const ok = await canConnectWallet();
    setChecking(false);
    if (!ok) navigate('/pages/empty/empty');
    else setAttempt((n) => n + 1);
  };
  return (
    <Page title={t('routes.setting.addWallet')}>
      <div className="content">
        <p className="muted">{t('wallet.addHint')}</p>
        {demo ? (
          <DemoUnavailableButton action="bindWallet" label={t('wallet.connectWallet')} />
        ) : noContact ? (
          <p role="alert">
            {t('wallet.book.bindContactFirst')} <Link to="/pages/setting/security">{t('wallet.book.bindContact')}</Link>
          </p>
        ) : (
          <Button variant={attempt ? 'secondary' : 'primary'} onClick={connect} disabled={checking}>
            {t('wallet.connectWallet')}
          </Button>
        )}
        {attempt > 0 && (
          <>
            <form onSubmit={(e) => e.preventDefault()} noValidate>
              <AddressCodeField
                form={form}
                name="code"
                contact={contact}
                validate={() => Boolean(contact.account)}
                onRefused={codeRefused}
              />
            </form>
            <Suspense fallback={<p className="muted">{t('wallet.loading')}</p>}>
              <BindWallet attempt={attempt} code={code} onCodeRefused={codeRefused} />
            </Suspense>
          </>
        )}
      </div>
    </Page>
  );
}
