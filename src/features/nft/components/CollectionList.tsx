// The user's favourites (/pages/nft/components/collection); a guest is asked to log in. Reachable on
// its own and shown inside the market home.
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/nav';
import { useSession } from '../../../shared/stores/session';
import { Page, Placeholder } from '../../../shared/ui/Page';
import { LOGIN_PATH } from '../format';
import styles from '../nft.module.css';
import { FavouriteCards } from './CardPages';

export function CollectionView() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  if (!loggedIn) {
    return (
      <Placeholder>
        <p>{t('nft.collectionLogin')}</p>
        <Link className={styles.outline} to={LOGIN_PATH}>
          {t('nft.login')}
        </Link>
      </Placeholder>
    );
  }
  return <FavouriteCards label={t('nft.favourites')} empty={t('nft.noFavourites')} />;
}

export default function CollectionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.nft.components.collection')}>
      <div className="content">
        <CollectionView />
      </div>
    </Page>
  );
}
