// The wallet payment of one order (shown once a wallet order exists). A placeholder for now: the CHAIN
// work replaces its body with the wallet payment loaded lazily from src/features/web3/index.ts. Keep
// the props.
import { useTranslation } from 'react-i18next';
import type { NftOrder } from '../../contract/nft';
import styles from './nft.module.css';

export function WalletPaySlot({ order }: { order: NftOrder; onPaid?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-label={t('nft.wallet.title')}>
      <strong>{t('nft.wallet.title')}</strong>
      <p className={styles.muted}>{t('nft.wallet.loads', { code: order.code })}</p>
    </section>
  );
}
