// My copy trading (/pages/copytrade/my): per trader followed, the rule, the budget used, realised profit
// and shares paid, the open copies (each may be taken over: the share of its profit so far is settled
// then, shown first); stop following (the open copies still close with the trader and pay the share,
// shown first); the closed copies with their profit, share and what the user kept.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { copyCalls } from '../../contract/copytrade';
import { dec } from '../../shared/lib/decimal';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { traderPath, useCopyFormat } from './format';
import { OrderCard } from './OrderCard';
import { CancelFollowDialog, TakeOverDialog } from './ShareDialogs';
import styles from './copy.module.css';

export default function MyCopyPage() {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const my = useCallQuery(copyCalls.followMy, {}, { refetchInterval: 3000 });
  const [holdingId, setHoldingId] = useState<number | null>(null);
  const [stopping, setStopping] = useState<{ id: number; name: string } | null>(null);
  const d = my.data;
  // The copy being taken over, as the latest reply has it (gone once it closed).
  const holding = d?.follows.flatMap((fo) => fo.open).find((c) => c.order.id === holdingId && !c.self_held) ?? null;
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
                    <p className={styles.note}>{t('copy.ownNow', { share: f.money(c.share_paid) })}</p>
                  ) : (
                    <Button variant="secondary" onClick={() => setHoldingId(c.order.id)}>
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
                [c.self_held ? t('copy.sharePaidHeld') : t('copy.sharePaid'), f.money(c.share_paid)],
                [t('copy.net'), f.money(dec(c.order.profit).minus(c.share_paid))],
              ]}
            />
          ))}
        </ul>
      </div>
      {holding && d && <TakeOverDialog copy={holding} available={d.available} onClose={() => setHoldingId(null)} />}
      {stopping && <CancelFollowDialog trader={stopping} onClose={() => setStopping(null)} />}
    </Page>
  );
}
