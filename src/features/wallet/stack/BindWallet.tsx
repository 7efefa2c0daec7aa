// Binds a wallet address to the logged-in account: connect, sign a SIWE message, user/wallet/save with
// the code the page asked for (the address becomes a withdrawal address too, which needs the code sent
// to the account's email or mobile). A refusal of the code goes back to the page's code field.
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

export interface BindProps {
  attempt: number;
  /** The code the page's field holds, checked there (null: not ready, the field says why). */
  code(): Promise<string | null>;
  /** A refusal of the code: shown at the page's code field. */
  onCodeRefused(err: ApiError): void;
}

function BindInner({ attempt, code, onCodeRefused }: BindProps) {
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
    const confirmed = await code();
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      const issued = await nonce.mutateAsync({});
      learnServerTime(issued.issued_at);
      const message = siweMessage(address, chainId, issued.nonce);
      const signature = await signMessageAsync({ message });
      await save.mutateAsync({ address, message, signature, code: confirmed });
      toast(t('wallet.added'));
      navigate('/pages/setting/wallet', { replace: true });
    } catch (err) {
      if (isRejected(err)) return;
      if (err instanceof ApiError && err.field === 'code') onCodeRefused(err);
      else if (err instanceof ApiError && err.field) setError(err.message);
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

export function BindWallet(props: BindProps) {
  return (
    <WalletProviders>
      <BindInner {...props} />
    </WalletProviders>
  );
}
