// Spot (coin) trading of one symbol: market or limit, buy or sell, against the base and quote
// balances; total and fee from the shared formulas before confirming; pending limit orders to cancel.
import { useTranslation } from 'react-i18next';
import { useTicker } from '../../api/tickers';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useBalances, useLoggedIn, useOrderEvents, useSpotSymbols, useSymbolSpec } from './api';
import { LinkRow, LoginToTrade } from './parts';
import { SpotForm } from './SpotForm';
import { PendingSpot } from './SpotPending';
import { SymbolBar, useSideParam, useSymbolParam } from './SymbolBar';

export default function SpotPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [symbol, setSymbol] = useSymbolParam();
  const side = useSideParam();
  const loggedIn = useLoggedIn();
  const spec = useSymbolSpec(symbol);
  const ticker = useTicker(symbol);
  const balances = useBalances('change');
  // The picker offers the pairs that trade spot (crypto until the server has said which).
  const spotSymbols = useSpotSymbols();
  useOrderEvents();
  const decimals = ticker?.decimals ?? spec.data?.decimals ?? 2;
  const isOpen = ticker?.is_open ?? spec.data?.is_open;
  const tradable = spec.data ? spec.data.currency_id !== null && spec.data.legal_id !== null : null;

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <SymbolBar
          symbol={symbol}
          onSymbol={setSymbol}
          decimals={decimals}
          isOpen={isOpen}
          filter={(tk) => (spotSymbols ? spotSymbols.has(tk.symbol) : tk.category === 2)}
        />
        {spec.isError && <p className="field-error">{t('trade.unknownSymbol')}</p>}
        {tradable === false && <p className="muted">{t('trade.noSpot')}</p>}
        {!loggedIn && <LoginToTrade />}
        {loggedIn && spec.data && tradable && balances.data && (
          <SpotForm
            key={`${symbol}-${side}`}
            spec={spec.data}
            balances={balances.data}
            price={ticker?.price ?? null}
            decimals={decimals}
            isOpen={isOpen !== false}
            initialSide={side}
          />
        )}
        {loggedIn && tradable && !balances.data && <Placeholder>{t('common.loading')}</Placeholder>}
        {loggedIn && <PendingSpot />}
        <LinkRow links={[['/pages/transaction/currency_order', t('trade.spotOrders')]]} />
      </div>
    </Page>
  );
}
