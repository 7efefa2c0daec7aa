// "Withdraw to wallet" of one owned artwork. A placeholder for now: the CHAIN work replaces its body
// with the withdraw-to-chain flow. Keep the props. Shows the mint's state and the token id when any.
import { useTranslation } from 'react-i18next';
import type { NftOwned } from '../../contract/nft';
import { CostPreview, type Row } from '../../shared/ui/money';
import styles from './nft.module.css';

export function MintSlot({ item }: { item: NftOwned }) {
  const { t } = useTranslation();
  const rows: Row[] = [];
  if (item.mint) rows.push([t('nft.mint.state'), t(`nft.mint.status.${item.mint.status}`)]);
  if (item.token_id) rows.push([t('nft.tokenId'), item.token_id]);
  return (
    <section aria-label={t('nft.mint.title')}>
      <h2 className="section-title">{t('nft.mint.title')}</h2>
      {rows.length > 0 ? <CostPreview rows={rows} /> : <p className={styles.muted}>{t('nft.mint.none')}</p>}
    </section>
  );
}
