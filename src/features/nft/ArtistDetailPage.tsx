// An artist (/pages/nft/artistDetail?id=): avatar, name, bio, and their artworks on the market.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { nftCalls } from '../../contract/nft';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useNftFormat, useServerNow } from './format';
import styles from './nft.module.css';
import { NftGrid } from './parts';

export default function ArtistDetailPage() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id) && id !== '0';
  const detail = useCallQuery(nftCalls.getArtistDetail, { id }, { enabled: valid, quiet: true });
  const now = useServerNow(detail.data?.now, detail.dataUpdatedAt);
  const a = detail.data?.artist;
  return (
    <Page title={a?.name ?? t('routes.nft.artistDetail')}>
      <div className="content">
        {valid && detail.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {(!valid || detail.isError) && <Placeholder>{t('nft.artistNotFound')}</Placeholder>}
        {a && detail.data && (
          <>
            <div className={`${styles.card} ${styles.artist}`}>
              <img className={styles.avatar} src={a.avatar_url} alt="" width={40} height={40} />
              <span>
                <strong>{a.name}</strong>
                <p>{t('nft.works', { n: f.number(a.works) })}</p>
              </span>
            </div>
            <p className={styles.intro}>{a.bio}</p>
            <h2 className="section-title">{t('nft.artworks')}</h2>
            {detail.data.items.length === 0 ? (
              <Placeholder>{t('nft.empty')}</Placeholder>
            ) : (
              <NftGrid
                cards={detail.data.items}
                now={now}
                label={t('nft.artworksBy', { name: a.name })}
                onElapsed={() => void detail.refetch()}
              />
            )}
          </>
        )}
      </div>
    </Page>
  );
}
