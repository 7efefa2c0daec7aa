// Contract (leveraged) trading of one symbol: the order form with its live cost, then this symbol's
// positions and pending orders. Every figure shown before confirming comes from the shared formulas.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import type { LeverDealReply } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { useTicker } from '../../shared/market/tickers';
import { useCurrentRoute } from '../../shared/route';
import { toast } from '../../shared/stores/ui';
import { checkStops, liquidationPrice, openCost, requiredMargin, type Side, tradingFee } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { useLeverDeal, useLoggedIn, useOrderEvents, useRefreshTrade, useSymbolSpec } from './api';
import { LeverOrderList } from './LeverOrders';
import { checkDecimal, checkOptionalPrice, fmtMoney, fmtPrice, fmtQty, maxLots, readDecimal } from './lib';
import { ConfirmModal, DecimalField, InfoRows, LinkRow, LoginToTrade, reportError, Segmented, useProblemText } from './parts';
import { SymbolBar, useSymbolParam } from './SymbolBar';
import './trade.css';

type F = 'price' | 'lots' | 'leverage' | 'target_profit_price' | 'stop_loss_price';
const FIELDS: readonly F[] = ['price', 'lots', 'leverage', 'target_profit_price', 'stop_loss_price'];

interface Ticket {
  side: Side;
  orderType: 'market' | 'limit';
  price: string;
  lots: string;
  leverage: number;
  margin: string;
  fee: string;
  cost: string;
  liquidation: string;
  tp: string;
  sl: string;
}

export default function ContractPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [symbol, setSymbol] = useSymbolParam();
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
            key={symbol}
            deal={deal.data}
            livePrice={ticker?.price ?? deal.data.price}
            decimals={decimals}
            isOpen={isOpen !== false}
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
            <h2 className="section-title trade-section">{t('trade.positions')}</h2>
            <LeverOrderList orders={deal.data.orders.filter((o) => o.status === 'open')} empty={t('trade.noPositions')} />
            <h2 className="section-title trade-section">{t('trade.pendingOrders')}</h2>
            <LeverOrderList orders={deal.data.orders.filter((o) => o.status === 'pending')} empty={t('trade.noPending')} />
          </>
        )}
      </div>
    </Page>
  );
}

function ContractForm({
  deal,
  livePrice,
  decimals,
  isOpen,
}: {
  deal: LeverDealReply;
  livePrice: string;
  decimals: number;
  isOpen: boolean;
}) {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('buy');
  const [orderType, setOrderType] = useState<'market' | 'limit'>('market');
  const [limitPrice, setLimitPrice] = useState('');
  const [lots, setLots] = useState('');
  const [leverage, setLeverage] = useState(deal.leverages[0] ?? 1);
  const [tp, setTp] = useState('');
  const [sl, setSl] = useState('');
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<F>();
  const text = useProblemText();
  const refresh = useRefreshTrade();

  const typedLimit = orderType === 'limit' ? readDecimal(limitPrice) : '';
  /** The price the order is figured at: the limit price, or the live price for a market order. */
  const refPrice = orderType === 'limit' ? typedLimit : livePrice;
  const lotsValue = readDecimal(lots);
  const figures =
    refPrice && lotsValue && !dec(lotsValue).isZero()
      ? (() => {
          const margin = requiredMargin(refPrice, lotsValue, deal.lot_size, leverage);
          return {
            margin,
            fee: tradingFee(refPrice, lotsValue, deal.lot_size, deal.fee_rate),
            cost: openCost(refPrice, lotsValue, deal.lot_size, leverage, deal.fee_rate),
            liquidation: liquidationPrice(side, refPrice, lotsValue, deal.lot_size, margin),
          };
        })()
      : null;
  const priceProblem = () => (orderType === 'limit' ? checkDecimal(limitPrice, { decimals, invalidKey: 'validation.price' }) : null);

  const lotsProblem = () => {
    const p = checkDecimal(lots, { decimals: deal.lot_decimals, invalidKey: 'trade.errors.lots', min: deal.min_lots, max: deal.max_lots });
    if (p) return text(p);
    if (figures?.cost.gt(deal.available)) return text({ key: 'trade.errors.insufficient', vars: { available: fmtMoney(deal.available) } });
    return null;
  };

  const stopProblem = (field: 'target_profit_price' | 'stop_loss_price') => {
    const raw = field === 'target_profit_price' ? tp : sl;
    const format = checkOptionalPrice(raw, decimals);
    if (format) return text(format);
    const value = readDecimal(raw);
    if (!value || !refPrice) return null;
    const wrongSide = field === 'target_profit_price' ? checkStops(side, refPrice, value, null) : checkStops(side, refPrice, null, value);
    return wrongSide ? wrongSide.key : null;
  };

  const onMax = () => {
    if (!refPrice) {
      form.set('price', 'validation.price');
      return;
    }
    const max = maxLots({
      available: deal.available,
      price: refPrice,
      lotSize: deal.lot_size,
      leverage,
      feeRate: deal.fee_rate,
      lotDecimals: deal.lot_decimals,
      maxLots: deal.max_lots,
    });
    setLots(max);
    form.clear('lots');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      price: text(priceProblem()),
      lots: lotsProblem(),
      target_profit_price: stopProblem('target_profit_price'),
      stop_loss_price: stopProblem('stop_loss_price'),
    });
    if (!ok || !figures || !refPrice) return;
    setTicket({
      side,
      orderType,
      price: refPrice,
      lots: lotsValue,
      leverage,
      margin: figures.margin.toFixed(),
      fee: figures.fee.toFixed(),
      cost: figures.cost.toFixed(),
      liquidation: figures.liquidation.toFixed(),
      tp: readDecimal(tp),
      sl: readDecimal(sl),
    });
  };

  const place = async (tk: Ticket) => {
    setBusy(true);
    try {
      await api(
        tradeCalls.leverSubmit,
        {
          symbol: deal.symbol,
          side: tk.side,
          order_type: tk.orderType,
          price: tk.orderType === 'limit' ? tk.price : undefined,
          lots: tk.lots,
          leverage: tk.leverage,
          target_profit_price: tk.tp || undefined,
          stop_loss_price: tk.sl || undefined,
        },
        { quiet: true },
      );
      toast(t('trade.orderPlaced'));
    } catch (err) {
      reportError(form, FIELDS, err);
    } finally {
      setTicket(null);
      setBusy(false);
      refresh();
    }
  };

  const buy = side === 'buy';
  return (
    <form className="trade-form" onSubmit={submit} noValidate>
      <Segmented
        label={t('trade.direction')}
        value={side}
        onChange={(v) => {
          setSide(v);
          form.clear('target_profit_price');
          form.clear('stop_loss_price');
        }}
        choices={[
          { value: 'buy', label: t('trade.buyLong'), className: 'buy' },
          { value: 'sell', label: t('trade.sellShort'), className: 'sell' },
        ]}
      />
      <Segmented
        label={t('trade.orderType')}
        value={orderType}
        onChange={(v) => {
          setOrderType(v);
          form.clear('price');
        }}
        choices={[
          { value: 'market', label: t('trade.market') },
          { value: 'limit', label: t('trade.limit') },
        ]}
      />
      {orderType === 'limit' && (
        <DecimalField
          label={t('trade.limitPrice')}
          value={limitPrice}
          placeholder={fmtPrice(livePrice, decimals)}
          onChange={(v) => {
            setLimitPrice(v);
            form.clear('price');
          }}
          onBlur={() => limitPrice && form.set('price', text(priceProblem()))}
          error={form.errors.price}
        />
      )}
      <DecimalField
        label={t('trade.lots')}
        value={lots}
        placeholder={t('trade.lotsHint', { min: fmtQty(deal.min_lots), step: fmtQty(dec(1).div(dec(10).pow(deal.lot_decimals))) })}
        onChange={(v) => {
          setLots(v);
          form.clear('lots');
        }}
        onBlur={() => lots && form.set('lots', lotsProblem())}
        error={form.errors.lots}
        addon={
          <button type="button" onClick={onMax}>
            {t('trade.max')}
          </button>
        }
      />
      <p className="muted trade-hint">
        {t('trade.lotInfo', { size: fmtQty(deal.lot_size), min: fmtQty(deal.min_lots), max: fmtQty(deal.max_lots) })}
      </p>
      <Segmented
        label={t('trade.leverage')}
        value={leverage}
        onChange={(v) => {
          setLeverage(v);
          form.clear('lots');
        }}
        choices={deal.leverages.map((l) => ({ value: l, label: `×${l}` }))}
      />
      <DecimalField
        label={t('trade.takeProfit')}
        placeholder={t('trade.optional')}
        value={tp}
        onChange={(v) => {
          setTp(v);
          form.clear('target_profit_price');
        }}
        onBlur={() => form.set('target_profit_price', stopProblem('target_profit_price'))}
        error={form.errors.target_profit_price}
      />
      <DecimalField
        label={t('trade.stopLoss')}
        placeholder={t('trade.optional')}
        value={sl}
        onChange={(v) => {
          setSl(v);
          form.clear('stop_loss_price');
        }}
        onBlur={() => form.set('stop_loss_price', stopProblem('stop_loss_price'))}
        error={form.errors.stop_loss_price}
      />
      <p className="muted trade-hint">{t(buy ? 'trade.stopsRuleBuy' : 'trade.stopsRuleSell')}</p>
      <InfoRows
        label={t('trade.costSummary')}
        rows={[
          [t('trade.available'), `${fmtMoney(deal.available)} USDT`],
          [t('trade.margin'), figures ? fmtMoney(figures.margin) : '--'],
          [t('trade.fee'), figures ? fmtMoney(figures.fee) : '--'],
          [t('trade.totalCost'), figures ? fmtMoney(figures.cost) : '--'],
          [t('trade.liquidationPrice'), figures ? fmtPrice(figures.liquidation, decimals) : '--'],
        ]}
      />
      {!isOpen && <p className="field-error">{t('trade.marketClosedHint')}</p>}
      <Button type="submit" variant={buy ? 'primary' : 'danger'} className={buy ? 'trade-buy' : undefined} disabled={!isOpen || busy}>
        {buy ? t('trade.submitBuy') : t('trade.submitSell')}
      </Button>
      {ticket && (
        <ConfirmModal
          title={t('trade.confirmOrder')}
          busy={busy}
          onClose={() => setTicket(null)}
          onConfirm={() => place(ticket)}
          rows={[
            [t('trade.symbol'), deal.symbol],
            [t('trade.direction'), t(`trade.side.${ticket.side}`)],
            [t('trade.orderType'), t(`trade.${ticket.orderType}`)],
            [ticket.orderType === 'limit' ? t('trade.limitPrice') : t('trade.marketPrice'), fmtPrice(ticket.price, decimals)],
            [t('trade.lots'), fmtQty(ticket.lots)],
            [t('trade.leverage'), `×${ticket.leverage}`],
            [t('trade.margin'), fmtMoney(ticket.margin)],
            [t('trade.fee'), fmtMoney(ticket.fee)],
            [t('trade.totalCost'), fmtMoney(ticket.cost)],
            [t('trade.takeProfit'), ticket.tp ? fmtPrice(ticket.tp, decimals) : t('trade.notSet')],
            [t('trade.stopLoss'), ticket.sl ? fmtPrice(ticket.sl, decimals) : t('trade.notSet')],
            [t('trade.liquidationPrice'), fmtPrice(ticket.liquidation, decimals)],
          ]}
          note={ticket.orderType === 'market' ? t('trade.marketNote') : t('trade.limitNote')}
        />
      )}
    </form>
  );
}
