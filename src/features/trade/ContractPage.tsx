// Contract (leveraged) trading of one symbol: the order form with its live cost, then this symbol's
// positions and pending orders. Every figure shown before confirming comes from the shared formulas.
import { useTranslation } from 'react-i18next';
import { useTicker } from '../../api/tickers';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useLeverDeal, useLoggedIn, useOrderEvents, useSymbolSpec } from './api';
import { ContractForm } from './ContractForm';
import { LeverOrderList } from './LeverOrders';
import { LinkRow, LoginToTrade } from './parts';
import { SymbolBar, useSideParam, useSymbolParam } from './SymbolBar';
import styles from './trade.module.css';

export default function ContractPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [symbol, setSymbol] = useSymbolParam();
  const side = useSideParam();
  const loggedIn = useLoggedIn();
  const spec = useSymbolSpec(symbol);
  const deal = useLeverDeal(symbol);
  const ticker = useTicker(symbol);
  useOrderEvents();
  const decimals = ticker?.decimals ?? spec.data?.decimals ?? 2;
  const isOpen = ticker?.is_open ?? deal.data?.is_open ?? spec.data?.is_open;

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <SymbolBar symbol={symbol} onSymbol={setSymbol} decimals={decimals} fallbackPrice={deal.data?.price} isOpen={isOpen} />
        {spec.isError && <p className="field-error">{t('trade.unknownSymbol')}</p>}
        {!loggedIn && <LoginToTrade />}
        {loggedIn && deal.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {loggedIn && deal.data && (
          <ContractForm
            key={`${symbol}-${side}`}
            deal={deal.data}
            livePrice={ticker?.price ?? deal.data.price}
            decimals={decimals}
            isOpen={isOpen !== false}
            initialSide={side}
          />
        )}
        <LinkRow
          links={[
            ['/pages/contractOrders/contractOrders', t('trade.allPositions')],
            ['/pages/historyList/historyList', t('trade.history')],
          ]}
        />
        {loggedIn && deal.data && (
          <>
            <h2 className={`section-title ${styles.section}`}>{t('trade.positions')}</h2>
            <LeverOrderList orders={deal.data.orders.filter((o) => o.status === 'open')} empty={t('trade.noPositions')} />
            <h2 className={`section-title ${styles.section}`}>{t('trade.pendingOrders')}</h2>
            <LeverOrderList orders={deal.data.orders.filter((o) => o.status === 'pending')} empty={t('trade.noPending')} />
          </>
        )}
      </div>
    </Page>
  );
}
