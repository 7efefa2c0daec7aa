import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { loginPathFrom } from '../../api';
import { useTickerStatus } from '../../api/tickers';
import { useSession } from '../../shared/stores/session';
import { Failed, Page, Placeholder } from '../../shared/ui/Page';
import { useCategories, useFavourites } from './api';
import { CATEGORY_IDS, CRYPTO, FAVOURITES } from './constants';
import type { Sort, SortKey } from './format';
import { MarketList } from './MarketList';
import { SimulatedNote } from './SimulatedNote';
import styles from './market.module.css';

const NO_FAVOURITES: string[] = [];

function readSort(value: string | null): Sort | null {
  const [key, dir] = (value ?? '').split('-');
  if ((key === 'change' || key === 'volume') && (dir === 'asc' || dir === 'desc')) return { key, dir };
  return null;
}

/** Market tab: categories, live prices with a flash on change, sort by change or volume, the way to search. */
export default function MarketPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const loggedIn = useSession((s) => Boolean(s.token));
  const categories = useCategories();
  const favourites = useFavourites();
  const { status, retry } = useTickerStatus();

  // The server's list decides which categories exist; favourites always lead. Names are ours, by id.
  const tabs = useMemo(() => {
    const known = new Set<number>(CATEGORY_IDS);
    const served = categories.data?.map((c) => c.id).filter((id) => known.has(id) && id !== FAVOURITES);
    return [FAVOURITES, ...(served?.length ? served : CATEGORY_IDS.filter((id) => id !== FAVOURITES))];
  }, [categories.data]);
  const requested = Number(params.get('category') ?? CRYPTO);
  const category = tabs.includes(requested) ? requested : CRYPTO;
  const sortParam = params.get('sort');
  // The chosen category's tab is scrolled into the strip (it may sit past the screen's edge).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = tabList.current?.querySelector<HTMLElement>(`#mk-tab-${category}`);
    if (selected && tabList.current)
      tabList.current.scrollLeft = selected.offsetLeft - (tabList.current.clientWidth - selected.offsetWidth) / 2;
  }, [category]);
  const sort = useMemo(() => readSort(sortParam), [sortParam]);

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged, { replace: true });
  };
  // Each tap on a column: highest first, then lowest first, then back to the server's order.
  const cycleSort = (key: SortKey) => {
    if (sort?.key !== key) update({ sort: `${key}-desc` });
    else update({ sort: sort.dir === 'desc' ? `${key}-asc` : null });
  };
  const sortState = (key: SortKey) => {
    if (sort?.key !== key) return <span aria-hidden="true"> ↕</span>;
    return (
      <>
        <span aria-hidden="true">{sort.dir === 'desc' ? ' ↓' : ' ↑'}</span>
        <span className={styles.srOnly}>{t(sort.dir === 'desc' ? 'market.sortedDesc' : 'market.sortedAsc')}</span>
      </>
    );
  };

  let empty: ReactNode = <Placeholder>{t('market.empty')}</Placeholder>;
  if (category === FAVOURITES && !loggedIn) {
    empty = (
      <Placeholder>
        <p>{t('market.loginForFavourites')}</p>
        <Link to={loginPathFrom(`/pages/market/market?category=${FAVOURITES}`)}>{t('auth.login')}</Link>
      </Placeholder>
    );
  } else if (category === FAVOURITES && favourites.isPending) {
    empty = <Loading />;
  } else if (category === FAVOURITES) {
    empty = (
      <Placeholder>
        <p>{t('market.noFavourites')}</p>
        <Link to="/pages/market/search">{t('market.findSymbols')}</Link>
      </Placeholder>
    );
  }
  if (status === 'loading') empty = <Loading />;
  if (status === 'error') {
    empty = <Failed message={t('market.loadFailed')} onRetry={retry} />;
  }

  return (
    <Page
      title={t('tabs.market')}
      tabs
      right={
        <Link to="/pages/market/search" className={styles.searchLink} aria-label={t('market.search')}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      }
    >
      <div className={styles.sticky}>
        <div className={styles.tabs} role="tablist" aria-label={t('market.categoriesLabel')} ref={tabList}>
          {tabs.map((id) => (
            <button
              key={id}
              id={`mk-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={id === category}
              aria-controls="mk-panel"
              onClick={() => update({ category: String(id) })}
            >
              {t(`market.categories.${id}`)}
            </button>
          ))}
        </div>
        <div className={styles.head}>
          <button type="button" onClick={() => cycleSort('volume')} aria-pressed={sort?.key === 'volume'}>
            {t('market.colName')}
            {sortState('volume')}
          </button>
          <span>{t('market.colPrice')}</span>
          <button type="button" onClick={() => cycleSort('change')} aria-pressed={sort?.key === 'change'}>
            {t('market.colChange')}
            {sortState('change')}
          </button>
        </div>
      </div>
      <div id="mk-panel" className={styles.panel} role="tabpanel" aria-labelledby={`mk-tab-${category}`}>
        <MarketList
          key={category}
          category={category}
          favourites={category === FAVOURITES && loggedIn ? (favourites.data ?? NO_FAVOURITES) : NO_FAVOURITES}
          sort={sort}
          empty={empty}
        />
      </div>
      <p className={`footnote ${styles.simulated}`}>{t('market.priceRule')}</p>
      <SimulatedNote />
    </Page>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Placeholder>
      <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
    </Placeholder>
  );
}
