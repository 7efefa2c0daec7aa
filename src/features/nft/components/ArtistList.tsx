// The artists (/pages/nft/components/artist): avatar, name, bio and works, each opening its page.
// Reachable on its own and shown inside the market home.
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/nav';
import { nftCalls } from '../../../contract/nft';
import { Page } from '../../../shared/ui/Page';
import { PagedList } from '../../../api/PagedList';
import { artistPath, useNftFormat } from '../format';
import styles from '../nft.module.css';

export function ArtistListView() {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <PagedList
      call={nftCalls.getArtist}
      filter={{}}
      limit={10}
      label={t('nft.artists')}
      className={styles.list}
      empty={t('nft.noArtists')}
      itemKey={(a) => a.id}
      renderItem={(a) => (
        <li className={styles.card} aria-label={a.name}>
          <Link className={styles.artist} to={artistPath(a.id)}>
            <img className={styles.avatar} src={a.avatar_url} alt="" width={40} height={40} />
            <span>
              <strong>{a.name}</strong>
              <p>{t('nft.works', { n: f.number(a.works) })}</p>
              <p>{a.bio}</p>
            </span>
          </Link>
        </li>
      )}
    />
  );
}

export default function ArtistListPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.nft.components.artist')}>
      <div className="content">
        <ArtistListView />
      </div>
    </Page>
  );
}
