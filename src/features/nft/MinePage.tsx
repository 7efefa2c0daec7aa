// My NFTs (/pages/nft/mine): the artworks I own (each opening its own page: resell, withdraw), my blind
// boxes (open one), my bids with their margins, the orders to pay (with unread messages) and my order
// history, as tabs (?tab= keeps the one chosen).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { nftCalls } from '../../contract/nft';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { TabStrip } from '../../shared/ui/TabStrip';
import { myNftPath, NFT_HOME, useNftFormat } from './format';
import { BidsPanel, BoxesPanel, HistoryPanel, ToPayPanel } from './MineParts';
import styles from './nft.module.css';
import { StateBadges, Thumb } from './parts';

const TABS = ['owned', 'boxes', 'bids', 'toPay', 'history'] as const;
type Tab = (typeof TABS)[number];
const PANEL = 'nft-mine';

function OwnedPanel() {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <PagedList
      call={nftCalls.getMyNFTs}
      filter={{}}
      limit={10}
      label={t('nft.tab.owned')}
      className={styles.grid}
      empty={t('nft.owned.none')}
      itemKey={(o) => o.id}
      renderItem={(o) => (
        <li aria-label={`${o.name} (${o.code})`}>
          <Link className={styles.tile} to={myNftPath(o.id)}>
            <Thumb item={o} />
            <span className={styles.tileBody}>
              <strong>{o.name}</strong>
              <span className={styles.muted}>{o.artist.name}</span>
              {o.listed ? (
                <>
                  <span className={styles.price}>{f.money(o.price, o.currency)}</span>
                  <StateBadges card={o} />
                </>
              ) : (
                <span className={styles.badge}>{t('nft.owned.held')}</span>
              )}
            </span>
          </Link>
        </li>
      )}
    />
  );
}

export default function MinePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((x) => x === asked) ?? 'owned';
  const toPay = useCallQuery(nftCalls.getNeedPayNFTOrder, {}).data ?? [];
  const unread = toPay.filter((o) => o.message && !o.read).length;
  const label = (id: Tab) => (id === 'toPay' && toPay.length ? `${t('nft.tab.toPay')} (${toPay.length})` : t(`nft.tab.${id}`));
  return (
    <Page title={t('routes.nft.mine')}>
      <div className="content">
        <Link className={styles.link} to={NFT_HOME}>
          {t('nft.toMarket')}
        </Link>
        {unread > 0 && (
          <p className={styles.bad} role="status">
            {t('nft.order.unread', { n: unread })}
          </p>
        )}
        <TabStrip
          label={t('nft.mineSections')}
          tabs={TABS.map((id) => ({ id, label: label(id) }))}
          value={tab}
          onChange={(id) => setParams({ tab: id }, { replace: true })}
          panelId={PANEL}
        />
        <div id={PANEL} role="tabpanel">
          {tab === 'owned' && <OwnedPanel />}
          {tab === 'boxes' && <BoxesPanel />}
          {tab === 'bids' && <BidsPanel />}
          {tab === 'toPay' && <ToPayPanel />}
          {tab === 'history' && <HistoryPanel />}
        </div>
      </div>
    </Page>
  );
}
