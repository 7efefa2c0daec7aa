// Binds a wallet address to the logged-in account: connect, sign a SIWE message, user/wallet/save.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/nav';
import { useAccount, useSignMessage } from 'wagmi';
import { ApiError } from '../../../api';
import { useCallMutation } from '../../../api/mutation';
import { walletCalls } from '../../../contract/wallet';
import { toast } from '../../../shared/stores/ui';
import { Button } from '../../../shared/ui/Button';
import styles from './stack.module.css';
import { OpenConnect } from './connect';
import { WalletProviders } from './Providers';
import { errorText, isRejected } from './rejections';
import { learnServerTime, siweMessage } from './siweMessage';

function BindInner({ attempt }: { attempt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { address, chainId, status } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const nonce = useCallMutation(walletCalls.nonce);
  const save = useCallMutation(walletCalls.walletSave, { invalidates: [walletCalls.walletList] });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signAndSave = async () => {
    if (!address || !chainId) return;
    setBusy(true);
    setError(null);
    try {
      const issued = await nonce.mutateAsync({});
      learnServerTime(issued.issued_at);
      const message = siweMessage(address, chainId, issued.nonce);
      const signature = await signMessageAsync({ message });
      await save.mutateAsync({ address, message, signature });
      toast(t('wallet.added'));
      navigate('/pages/setting/wallet', { replace: true });
    } catch (err) {
      if (isRejected(err)) return;
      if (err instanceof ApiError && err.field) setError(err.message);
      else toast(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {status !== 'connected' && <OpenConnect attempt={attempt} />}
      {address && (
        <div className={styles.card}>
          <div className="muted">{t('wallet.connectedAs')}</div>
          <div className={styles.address} data-testid="connected-address">
            {address}
          </div>
          {error && (
            <div className="field-error" role="alert">
              {error}
            </div>
          )}
          <Button onClick={signAndSave} disabled={busy}>
            {t('wallet.signAndAdd')}
          </Button>
        </div>
      )}
    </>
  );
}

export function BindWallet({ attempt }: { attempt: number }) {
  return (
    <WalletProviders>
      <BindInner attempt={attempt} />
    </WalletProviders>
  );
}
