// The Buy and Sell tabs: adverts for what the person wants to do, filtered by fiat and payment method,
// each with its merchant's record, price, limits, methods and (sell adverts) what the advert offers;
// "Buy USDT" / "Sell USDT" opens the order sheet — closed, and said so above the list, while the person
// holds the most unpaid orders allowed at once.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OtcAdvert, type OtcInfoReply, type OtcSide, otcCalls } from '../../contract/otc';
import { Button } from '../../shared/ui/Button';
import { useRulesForm } from '../../shared/ui/form';
import { PagedList } from '../../api/PagedList';
import { SelectField } from '../../shared/ui/SelectField';
import { useOtcFormat } from './format';
import { OrderSheet } from './OrderSheet';
import styles from './otc.module.css';

export function AdvertCard({ ad, autoSec, children }: { ad: OtcAdvert; autoSec?: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  return (
    <li className={styles.card} aria-label={ad.merchant.name}>
      <div className={styles.head}>
        <strong>{ad.merchant.name}</strong>
        <span className={styles.meta}>
          {t('otc.completed', { count: ad.merchant.completed })} · {t('otc.rate', { rate: f.percent(ad.merchant.rate) })}
        </span>
      </div>
      {ad.merchant.auto && autoSec !== undefined && <p className={styles.meta}>{t('otc.auto', { seconds: autoSec })}</p>}
      <div className={styles.price}>{f.price(ad.price, ad.fiat)}</div>
      <div className={styles.meta}>
        {t('otc.limit')}: {f.usdt(ad.min_amount)} – {f.usdt(ad.max_amount)}
      </div>
      {ad.available !== null && (
        <div className={styles.meta}>
          {t('otc.available')}: {f.usdt(ad.available)}
        </div>
      )}
      <div className={styles.chips}>
        {ad.methods.map((m) => (
          <span key={m} className={styles.chip}>
            {f.method(m)}
          </span>
        ))}
      </div>
      {children}
    </li>
  );
}

export function AdvertList({ want, info, onPlaced }: { want: OtcSide; info: OtcInfoReply; onPlaced(id: number): void }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const filters = useRulesForm({ fiat: '', method: '' }, {});
  const fiat = filters.watch('fiat');
  const method = filters.watch('method');
  const [taking, setTaking] = useState<OtcAdvert | null>(null);
  const all = { value: '', label: t('otc.all') };
  const max = info.params.max_open_orders;
  const full = info.open_orders !== null && info.open_orders >= max;
  return (
    <>
      {full && (
        <p className={styles.notice} role="note">
          {t('otcErrors.tooManyOrders', { max, count: max })}
        </p>
      )}
      <div className={styles.filters}>
        <SelectField
          form={filters}
          name="fiat"
          label={t('otc.fiat')}
          options={[all, ...info.fiats.map((c) => ({ value: c, label: c }))]}
          onPick={(v) => filters.setValue('fiat', v)}
        />
        <SelectField
          form={filters}
          name="method"
          label={t('otc.method')}
          options={[all, ...info.methods.map((m) => ({ value: m, label: f.method(m) }))]}
          onPick={(v) => filters.setValue('method', v)}
        />
      </div>
      <PagedList
        call={otcCalls.otcAds}
        filter={{ side: want, fiat: fiat || undefined, method: (method || undefined) as OtcAdvert['methods'][number] | undefined }}
        limit={10}
        label={want === 'buy' ? t('otc.tabs.buy') : t('otc.tabs.sell')}
        className={styles.list}
        empty={t('otc.noAds')}
        itemKey={(ad) => ad.id}
        renderItem={(ad) => (
          <AdvertCard ad={ad} autoSec={info.params.auto_sec}>
            <Button disabled={info.limit === null || full} onClick={() => setTaking(ad)}>
              {want === 'buy' ? t('otc.buyAction') : t('otc.sellAction')}
            </Button>
          </AdvertCard>
        )}
      />
      {taking && <OrderSheet ad={taking} info={info} onClose={() => setTaking(null)} onPlaced={onPlaced} />}
    </>
  );
}
