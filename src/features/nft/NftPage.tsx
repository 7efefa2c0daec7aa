// The NFT market home (/pages/nft/nft): artworks (fixed price and auction), blind boxes, artists, the
// user's favourites and a search, as tabs over one panel (the tab is kept in the address, ?tab=);
// "My NFTs" for a logged-in user. Each panel is the component page of the same name.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useSession } from '../../shared/stores/session';
import { Page } from '../../shared/ui/Page';
import { TabStrip } from '../../shared/ui/TabStrip';
import { ArtistListView } from './components/ArtistList';
import { ArtworkListView } from './components/ArtworkList';
import { MarketCards } from './components/CardPages';
import { CollectionView } from './components/CollectionList';
import { SearchView } from './components/SearchPanel';
import { MINE_PATH } from './format';
import styles from './nft.module.css';

const TABS = ['artworks', 'blind', 'artists', 'collection', 'search'] as const;
type Tab = (typeof TABS)[number];
const PANEL = 'nft-market';

export default function NftPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((x) => x === asked) ?? 'artworks';
  return (
    <Page title={t('routes.nft.nft')}>
      <div className="content">
        <p className={styles.intro}>{t('nft.intro')}</p>
        {loggedIn && (
          <Link className={styles.link} to={MINE_PATH}>
            {t('nft.myNfts')}
          </Link>
        )}
        <TabStrip
          label={t('nft.sections')}
          tabs={TABS.map((id) => ({ id, label: t(`nft.tab.${id}`) }))}
          value={tab}
          onChange={(id) => setParams({ tab: id }, { replace: true })}
          panelId={PANEL}
        />
        <div id={PANEL} role="tabpanel">
          {tab === 'artworks' && <ArtworkListView modes={['all', 'fixed', 'auction']} />}
          {tab === 'blind' && <MarketCards filter={{ mode: 'blind' }} label={t('nft.tab.blind')} empty={t('nft.noBoxes')} />}
          {tab === 'artists' && <ArtistListView />}
          {tab === 'collection' && <CollectionView />}
          {tab === 'search' && <SearchView />}
        </div>
      </div>
    </Page>
  );
}
