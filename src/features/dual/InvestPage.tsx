// Dual investment (/pages/invest/invest): coin tabs (BTC, ETH) and type tabs (Sell high / Buy low); each
// product open for subscription with its target price, the live price beside it, the annual rate, the
// term, the start and the expiry, and the shares left; Invest opens the purchase page.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { DUAL_TYPES, type DualProduct, type DualType, dualCalls } from '../../contract/dual';
import { useSession } from '../../shared/stores/session';
import { Page, Placeholder } from '../../shared/ui/Page';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import { CostPreview } from '../../shared/ui/money';
import styles from './dual.module.css';
import { useDualFormat } from './format';
import { HELP_PATH, MINE_PATH, PURCHASE_PATH } from './paths';

/** The live price is read again this often (ms). */
const REFRESH_MS = 5000;

function ProductCard({ product: p, price }: { product: DualProduct; price: string | null }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const name = t('dual.cardName', { coin: p.coin, type: f.type(p.type), strike: f.price(p.strike), days: f.days(p.days) });
  return (
    <li className={styles.card} aria-label={name}>
      <div className={styles.head}>
        <h2>{f.amount(p.strike, 'USDT')}</h2>
        <strong className="up">{f.percent(p.annual_rate)}</strong>
      </div>
      <CostPreview plain rows={f.terms(p, price)} />
      {p.remaining > 0 && (
        <Link className={styles.action} to={`${PURCHASE_PATH}?id=${p.id}`}>
          {t('dual.invest')}
        </Link>
      )}
    </li>
  );
}

export default function InvestPage() {
  const { t } = useTranslation();
  const f = useDualFormat();
  const loggedIn = useSession((s) => Boolean(s.token));
  const [params, setParams] = useSearchParams();
  const type: DualType = params.get('type') === 'put' ? 'put' : 'call';
  const all = useCallQuery(dualCalls.dualIndex, { type }, { refetchInterval: REFRESH_MS });
  const coins = all.data?.coins ?? [];
  const coin = coins.find((c) => c.code === params.get('coin'))?.code ?? coins[0]?.code ?? 'BTC';
  const live = coins.find((c) => c.code === coin)?.price ?? null;
  const list = all.data?.list.filter((p) => p.coin === coin) ?? [];
  const choose = (next: { coin?: string; type?: DualType }) => setParams({ coin, type, ...next }, { replace: true });
  return (
    <Page title={t('routes.invest.invest')}>
      <div className="content">
        <p className={styles.intro}>{t('dual.intro')}</p>
        <p className={styles.links}>
          {loggedIn && <Link to={MINE_PATH}>{t('dual.mine')}</Link>}
          <Link to={HELP_PATH}>{t('dual.help')}</Link>
        </p>
        <TabStrip
          label={t('dual.coins')}
          tabs={(coins.length ? coins.map((c) => c.code) : ['BTC', 'ETH']).map((code) => ({ id: code, label: code }))}
          value={coin}
          onChange={(code) => choose({ coin: code })}
          panelId="dual-coin"
        />
        <div role="tabpanel" id="dual-coin" aria-labelledby={tabId('dual-coin', coin)}>
          <TabStrip
            label={t('dual.types')}
            tabs={DUAL_TYPES.map((id) => ({ id, label: f.type(id) }))}
            value={type}
            onChange={(id) => choose({ type: id })}
            panelId="dual-type"
          />
          <div role="tabpanel" id="dual-type" aria-labelledby={tabId('dual-type', type)}>
            <p className={styles.now}>
              <span>{t('dual.priceNow', { coin })}</span>
              <output aria-label={t('dual.priceNow', { coin })}>{live ? f.amount(live, 'USDT') : '--'}</output>
            </p>
            <p className={styles.hint}>{t(`dual.typeHint.${type}`, { coin })}</p>
            {all.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
            {all.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
            {all.isSuccess && list.length === 0 && <Placeholder>{t('dual.empty')}</Placeholder>}
            {list.length > 0 && (
              <ul className={styles.list} aria-label={t('dual.products')}>
                {list.map((p) => (
                  <ProductCard key={p.id} product={p} price={live} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </Page>
  );
}
