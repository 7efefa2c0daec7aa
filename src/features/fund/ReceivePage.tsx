// Deposit, step two: the address on the chosen chain, and paying it from a connected wallet.
import { QRCodeSVG } from 'qrcode.react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { DemoUnavailableButton } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { Page } from '../../shared/ui/Page';
import { canConnectWallet, loadWalletPay } from '../wallet';
import { useInAddresses } from './api';
import { DemoDepositNotice } from './DemoNotice';
import styles from './fund.module.css';

const PayFromWallet = lazy(() => loadWalletPay().then((m) => ({ default: m.PayFromWallet })));

/** The user's USDT deposit address on one chain: QR code, copy, the rules; pay from a connected wallet. */
export default function ReceivePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, isPending, demo } = useInAddresses();
  const [attempt, setAttempt] = useState(0);
  const demoSession = useDemoSession();
  const info = data?.find((c) => String(c.chain_id) === params.get('chain')) ?? data?.[0];

  const copy = async () => {
    if (!info) return;
    try {
      await navigator.clipboard.writeText(info.address);
      toast(t('wallet.copied'));
    } catch {
      toast(t('wallet.copyFailed'));
    }
  };
  const pay = async () => {
    if (await canConnectWallet()) setAttempt((n) => n + 1);
    else navigate('/pages/empty/empty');
  };

  if (demo) {
    return (
      <Page title={t('routes.fund.receive')}>
        <DemoDepositNotice />
      </Page>
    );
  }
  return (
    <Page title={t('routes.fund.receive')}>
      <div className="content">
        {isPending ? (
          <p className="muted">{t('wallet.loading')}</p>
        ) : !info ? (
          <p className="muted">{t('wallet.noChains')}</p>
        ) : (
          <>
            <h2 className="section-title">{t('wallet.depositTitle', { chain: info.name })}</h2>
            <div className={styles.qr}>
              <QRCodeSVG value={info.address} size={180} marginSize={2} title={t('wallet.qrTitle')} />
            </div>
            <div className="muted">{t('wallet.depositAddress')}</div>
            <div className={styles.address} data-testid="deposit-address">
              {info.address}
            </div>
            <Button variant="secondary" onClick={copy}>
              {t('wallet.copy')}
            </Button>
            <ul className={styles.rules}>
              <li>{t('wallet.onlyUsdt', { chain: info.name })}</li>
              <li>{t('wallet.confirmRule', { count: info.confirmations || 5 })}</li>
              <li role="note">{t('wallet.wrongAddressWarning')}</li>
            </ul>
            {demoSession ? (
              <DemoUnavailableButton action="payFromWallet" label={t('wallet.payFromWallet')} />
            ) : attempt === 0 ? (
              <Button onClick={pay}>{t('wallet.payFromWallet')}</Button>
            ) : (
              <Suspense fallback={<p className="muted">{t('wallet.loading')}</p>}>
                <PayFromWallet info={info} attempt={attempt} />
              </Suspense>
            )}
            <Link to="/pages/fund/receive_withdraw_record">{t('routes.fund.receive_withdraw_record')}</Link>
          </>
        )}
      </div>
    </Page>
  );
}
