// One artwork I own (/pages/nft/myNft?id=): the media, what it is, whether it is listed (mode, price)
// or only held; Resell when held, Cancel the resale while no one has bid; and "Withdraw to wallet"
// (the mint slot).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { nftCalls } from '../../contract/nft';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { detailPath, MINE_PATH, resellPath, useNftFormat } from './format';
import { MintSlot } from './MintSlot';
import styles from './nft.module.css';
import { ArtistLine, MediaView, StateBadges } from './parts';

const MAX_OWNED = 100;

export default function MyNftPage() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const mine = useCallQuery(nftCalls.getMyNFTs, { page: 1, limit: MAX_OWNED });
  const item = mine.data?.list.find((o) => o.id === id);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCallMutation(nftCalls.cancelResell, {
    invalidates: [nftCalls.getMyNFTs, nftCalls.getBoxDetail, nftCalls.getBoxList],
    toast: true,
  });
  const sendCancel = async () => {
    if (!item) return;
    try {
      await cancel.mutateAsync({ id: item.id });
      toast(t('nft.owned.cancelled'));
    } finally {
      setCancelling(false);
    }
  };
  const rows: Row[] = item
    ? [
        [t('nft.code'), item.code],
        [t('nft.owned.status'), item.listed ? t('nft.owned.listed', { mode: t(`nft.mode.${item.mode}`) }) : t('nft.owned.held')],
        ...(item.listed
          ? ([
              [item.mode === 'auction' ? t('nft.currentPrice') : t('nft.price'), f.money(item.price, item.currency)],
              [t('nft.end'), f.time(item.end_at)],
            ] as Row[])
          : []),
      ]
    : [];
  return (
    <Page title={item?.name ?? t('routes.nft.myNft')}>
      <div className="content">
        {mine.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {mine.data && !item && (
          <Placeholder>
            {t('nft.owned.notYours')} <Link to={MINE_PATH}>{t('nft.myNfts')}</Link>
          </Placeholder>
        )}
        {item && (
          <>
            <MediaView item={item} />
            <div className={styles.head}>
              <h2>{item.name}</h2>
              {item.listed && <StateBadges card={item} />}
            </div>
            <ArtistLine artist={item.artist} />
            <CostPreview rows={rows} label={t('nft.details')} />
            {!item.listed && !item.mint && (
              <Link className={styles.outline} to={resellPath(item.id)}>
                {t('nft.owned.resell')}
              </Link>
            )}
            {item.listed && (
              <>
                <Link className={styles.link} to={detailPath(item)}>
                  {t('nft.owned.seeListing')}
                </Link>
                <Button variant="secondary" disabled={cancel.isPending} onClick={() => setCancelling(true)}>
                  {t('nft.owned.cancel')}
                </Button>
              </>
            )}
            <MintSlot item={item} />
          </>
        )}
      </div>
      {cancelling && item && (
        <ConfirmDialog
          title={t('nft.owned.cancelTitle', { name: item.name })}
          busy={cancel.isPending}
          rows={[
            [t('nft.price'), f.exact(item.price, item.currency)],
            [t('nft.owned.status'), t('nft.owned.held')],
          ]}
          note={t('nft.owned.cancelNote')}
          onClose={() => setCancelling(false)}
          onConfirm={() => void sendCancel()}
        />
      )}
    </Page>
  );
}
