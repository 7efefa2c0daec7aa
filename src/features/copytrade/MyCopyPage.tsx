// My copy trading (/pages/copytrade/my): per trader followed, the rule, the budget used, realised profit
// and shares paid, the open copies (each may be kept as the user's own: selfHolding, confirmed first);
// stop following; the closed copies with their profit, share and what the user kept.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type CopyPosition, copyCalls } from '../../contract/copytrade';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { traderPath, useCopyFormat } from './format';
import { OrderCard } from './OrderCard';
import styles from './copy.module.css';

const ALL = [copyCalls.followMy, copyCalls.followIndex, copyCalls.followTraderDetail];

export default function MyCopyPage() {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const my = useCallQuery(copyCalls.followMy, {}, { refetchInterval: 3000 });
  const [holding, setHolding] = useState<CopyPosition | null>(null);
  const [stopping, setStopping] = useState<{ id: number; name: string } | null>(null);
  const hold = useCallMutation(copyCalls.followSelfHolding, { invalidates: ALL });
  const cancel = useCallMutation(copyCalls.followCancel, { invalidates: ALL });
  const keep = async (c: CopyPosition) => {
    try {
      await hold.mutateAsync({ transaction_id: c.order.id });
      toast(t('copy.selfHeld'));
    } finally {
      setHolding(null);
    }
  };
  const stop = async (s: { id: number; name: string }) => {
    try {
      await cancel.mutateAsync({ trader_user_id: s.id });
      toast(t('copy.cancelled', { name: s.name }));
    } finally {
      setStopping(null);
    }
  };
  const d = my.data;
  return (
    <Page title={t('routes.copytrade.my')}>
      <div className="content">
        {my.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {my.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {d && (
          <p className={styles.note}>
            {t('copy.available')}: {f.money(d.available)} · <Link to="/pages/copytrade/copy">{t('copy.findTraders')}</Link>
          </p>
        )}
        {d?.follows.length === 0 && <Placeholder>{t('copy.noFollows')}</Placeholder>}
        {d?.follows.map((fo) => (
          <section key={fo.id} className={styles.card} aria-label={fo.trader_name}>
            <div className={styles.head}>
              <strong>
                <Link to={traderPath(fo.trader_user_id)}>{fo.trader_name}</Link>
              </strong>
              <span className={styles.badge}>{t(`copy.followStatus.${fo.status}`)}</span>
            </div>
            <dl className={styles.figures}>
              {(
                [
                  [
                    t('copy.rule'),
                    fo.type === 1 ? t('copy.ruleMultiple', { n: f.num(fo.number) }) : t('copy.ruleLots', { count: Number(fo.number) }),
                  ],
                  [t('copy.budgetUsed'), `${f.money(fo.used)} / ${f.money(fo.budget)}`],
                  [t('copy.profit'), f.money(fo.profit)],
                  [t('copy.sharesPaid'), f.money(fo.shares)],
                  [t('copy.net'), f.money(dec(fo.profit).minus(fo.shares))],
                  [t('copy.shareRateLabel'), f.percent(fo.share_rate)],
                ] as Array<[string, string]>
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>
                    <span>{label}</span>
                  </dt>
                  <dd style={{ margin: 0 }}>
                    <strong>{value}</strong>
                  </dd>
                </div>
              ))}
            </dl>
            <h3 className="section-title">{t('copy.openCopies')}</h3>
            {fo.open.length === 0 && <p className={styles.note}>{t('copy.noOpenCopies')}</p>}
            <ul className={styles.list} aria-label={t('copy.openCopiesOf', { name: fo.trader_name })}>
              {fo.open.map((c) => (
                <OrderCard key={c.order.id} order={c.order}>
                  {c.self_held ? (
                    <p className={styles.note}>{t('copy.ownNow')}</p>
                  ) : (
                    <Button variant="secondary" onClick={() => setHolding(c)}>
                      {t('copy.selfHold')}
                    </Button>
                  )}
                </OrderCard>
              ))}
            </ul>
            {fo.status === 'active' && (
              <Button variant="secondary" onClick={() => setStopping({ id: fo.trader_user_id, name: fo.trader_name })}>
                {t('copy.cancelFollow')}
              </Button>
            )}
          </section>
        ))}
        <h2 className="section-title">{t('copy.history')}</h2>
        {d?.history.length === 0 && <p className={styles.note}>{t('copy.noHistory')}</p>}
        <ul className={styles.list} aria-label={t('copy.history')}>
          {d?.history.map((c) => (
            <OrderCard
              key={c.order.id}
              order={c.order}
              extra={[
                [t('copy.trader'), c.trader_name],
                [t('copy.sharePaid'), f.money(c.share_paid)],
                [t('copy.net'), f.money(dec(c.order.profit).minus(c.share_paid))],
              ]}
            />
          ))}
        </ul>
      </div>
      {holding && (
        <ConfirmDialog
          title={t('copy.selfHold')}
          busy={hold.isPending}
          rows={[
            [t('copy.trader'), holding.trader_name],
            [t('copy.field.lots'), `${holding.order.symbol} · ${f.num(holding.order.lots)}`],
            [t('copy.field.margin'), f.money(holding.order.margin)],
            [t('copy.sharePaid'), f.money(0)],
          ]}
          note={t('copy.selfHoldNote', { name: holding.trader_name })}
          onClose={() => setHolding(null)}
          onConfirm={() => void keep(holding)}
        />
      )}
      {stopping && (
        <ConfirmDialog
          title={t('copy.cancelFollow')}
          busy={cancel.isPending}
          rows={[[t('copy.trader'), stopping.name]]}
          note={t('copy.cancelNote', { name: stopping.name })}
          onClose={() => setStopping(null)}
          onConfirm={() => void stop(stopping)}
        />
      )}
    </Page>
  );
}
