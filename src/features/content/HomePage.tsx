import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { http } from '../../api';
import { useSite } from '../../shared/stores/site';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { Page } from '../../shared/ui/Page';
import { HomeMarkets } from '../market';
import { NewsItem } from './NewsItem';
import { useNewsHeadlines, useNewsPop } from './api';
import styles from './content.module.css';

const ENTRIES = [
  { to: '/pages/market/market', key: 'home.links.market' },
  { to: '/pages/transaction/contract', key: 'home.links.contract' },
  { to: '/pages/transaction/index', key: 'home.links.options' },
  { to: '/pages/transaction/currency', key: 'home.links.spot' },
  { to: '/pages/quantization/quantization', key: 'home.links.quant' },
  { to: '/pages/loan/loan', key: 'home.links.loan' },
  { to: '/pages/ieo/ieo', key: 'home.links.ieo' },
  { to: '/pages/fund/select', key: 'home.links.deposit' },
] as const;

const POP_SEEN = 'kestrel:news-pop-seen';
/** The home tab's paths (content/routes.ts). */
const HOME_PATHS = ['', '/', '/pages/index/index', '/pages/quotation/index'];

/**
 * Whether this page load began at the home tab: the URL the document was loaded (or reloaded) at, which
 * the navigation timing entry keeps while the hash moves on. Opened at any other route (a deep link,
 * a shared symbol page, a reload elsewhere), the visit is about that page: no pop-up until the next load.
 */
function openedAtHome(): boolean {
  const loadedAt = performance.getEntriesByType('navigation')[0]?.name || window.location.href;
  const hash = new URL(loadedAt, window.location.href).hash.replace(/^#/, '');
  return HOME_PATHS.includes(hash.split('?')[0]);
}

/** The latest news on the home tab; the news page has them all. */
const NEWS_SHOWN = 5;

/** Home tab: site name and logo, entry points, headline tickers and top movers, the news pop-up once per article, latest news. */
export default function HomePage() {
  const { t } = useTranslation();
  const siteName = useSite((s) => s.site_name);
  const logo = useSite((s) => s.site_logo);
  // Before this visit's site config, a logo may still come: its place is kept so the name does not move.
  const logoPending = useSite((s) => !s.loaded && !s.site_logo);
  const { data: news } = useNewsHeadlines(NEWS_SHOWN);
  const { data: pop } = useNewsPop();
  // The pop-up, once per article: never over a deep link, and an article shown once is seen (stored at
  // once, so a reload or a new visit does not show it again even if it was never closed).
  const [seen] = useState(() => (openedAtHome() ? Number(localStorage.getItem(POP_SEEN) || 0) : null));
  const [closed, setClosed] = useState(false);
  const showPop = pop && seen !== null && pop.id !== seen && !closed;
  // In the commit that shows it (a layout effect), not after the paint: a reload at once finds it seen.
  useLayoutEffect(() => {
    if (showPop) localStorage.setItem(POP_SEEN, String(pop.id));
  }, [showPop, pop]);
  const closePop = () => setClosed(true);
  return (
    <Page title={siteName} tabs>
      <div className={styles.hero}>
        {logo ? (
          <img src={http.resolveImage(logo)} alt="" width={40} height={40} data-testid="site-logo" />
        ) : (
          logoPending && <span className={styles.logoSlot} />
        )}
        <div>
          <h2 style={{ margin: 0, fontSize: 20 }}>{siteName}</h2>
          <div className="muted">{t('home.tagline')}</div>
        </div>
      </div>
      <nav className={styles.entries} aria-label={t('home.entries')}>
        {ENTRIES.map((e) => (
          <Link key={e.to} to={e.to}>
            {t(e.key)}
          </Link>
        ))}
      </nav>
      <HomeMarkets />
      <h2 className="section-title">{t('home.news')}</h2>
      {news ? news.list.map((item) => <NewsItem key={item.id} item={item} />) : <div className={styles.newsWait} />}
      <p className="footnote">
        <Link to="/pages/news/news">{t('home.allNews')}</Link>
      </p>
      {showPop && (
        <Modal title={pop.title} onClose={closePop}>
          <p>{pop.summary}</p>
          <Link to={`/pages/common/article?id=${pop.id}`} onClick={closePop}>
            {t('home.readMore')}
          </Link>
          <div style={{ marginTop: 16 }}>
            <Button onClick={closePop}>{t('common.gotIt')}</Button>
          </div>
        </Modal>
      )}
    </Page>
  );
}
