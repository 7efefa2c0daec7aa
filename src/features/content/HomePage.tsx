import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
/** The latest news on the home tab; the news page has them all. */
const NEWS_SHOWN = 5;

/** Home tab: site name and logo, entry points, headline tickers and top movers, the news pop-up once per article, latest news. */
export default function HomePage() {
  const { t } = useTranslation();
  const siteName = useSite((s) => s.site_name);
  const logo = useSite((s) => s.site_logo);
  const { data: news } = useNewsHeadlines(NEWS_SHOWN);
  const { data: pop } = useNewsPop();
  const [dismissed, setDismissed] = useState(() => Number(localStorage.getItem(POP_SEEN) || 0));
  const closePop = () => {
    if (pop) localStorage.setItem(POP_SEEN, String(pop.id));
    setDismissed(pop?.id ?? 0);
  };
  return (
    <Page title={siteName} tabs>
      <div className={styles.hero}>
        {logo && <img src={http.resolveImage(logo)} alt="" width={40} height={40} data-testid="site-logo" />}
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
      {news?.list.map((item) => (
        <NewsItem key={item.id} item={item} />
      ))}
      <p className="footnote">
        <Link to="/pages/news/news">{t('home.allNews')}</Link>
      </p>
      {pop && pop.id !== dismissed && (
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
