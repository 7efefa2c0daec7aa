import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useTickerDirectory, useTickerStatus } from '../../api/tickers';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useFavourites, useToggleFavourite } from './api';
import { symbolPath } from './constants';
import { FavouriteStar } from './FavouriteStar';
import { searchSymbols } from './format';
import { SimulatedNote } from './SimulatedNote';
import styles from './market.module.css';

const SHOWN = 50;

/** Search symbols by code or name as you type; a star adds or removes each favourite at once. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const tickers = useTickerDirectory();
  const { status } = useTickerStatus();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const favouriteSet = useMemo(() => new Set(favourites.data ?? []), [favourites.data]);
  const results = useMemo(() => searchSymbols(tickers, deferred), [tickers, deferred]);

  return (
    <Page title={t('routes.market.search')}>
      <div className="list-search">
        <div className="input-row">
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('market.searchPlaceholder')}
            aria-label={t('market.searchLabel')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
          />
        </div>
      </div>
      {status === 'loading' && (
        <Placeholder>
          <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
        </Placeholder>
      )}
      {status === 'error' && (
        <Placeholder>
          <p role="alert">{t('market.loadFailed')}</p>
        </Placeholder>
      )}
      {status === 'ready' && results.length === 0 && <Placeholder>{t('market.noResults', { query: deferred.trim() })}</Placeholder>}
      <ul className={styles.results} aria-label={t('market.results')}>
        {results.slice(0, SHOWN).map((ticker) => (
          <li key={ticker.symbol}>
            <Link to={symbolPath(ticker.symbol)}>
              <b>{ticker.symbol}</b>
              <small>
                {ticker.name} · {t(`market.categories.${ticker.category}`, { defaultValue: '' })}
              </small>
            </Link>
            <FavouriteStar symbol={ticker.symbol} active={favouriteSet.has(ticker.symbol)} toggle={toggle} />
          </li>
        ))}
      </ul>
      {results.length > SHOWN && <p className="footnote">{t('market.moreResults', { shown: SHOWN, total: results.length })}</p>}
      <SimulatedNote />
    </Page>
  );
}
