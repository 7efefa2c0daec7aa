// A lead trader (/pages/follow/trader?id=): figures over 7 and 30 days, the profit curve, open and recent
// positions, the published profit share; follow, change or stop following (the share the open copies pay
// shown first). A demo trader is followed by demo accounts only, a real one by real accounts only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { copyCalls } from '../../contract/copytrade';
import { useSession } from '../../shared/stores/session';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { Curve } from './Curve';
import { followPath, sideProblem, tradesPath, useCopyFormat } from './format';
import { OrderCard } from './OrderCard';
import { CancelFollowDialog } from './ShareDialogs';
import { TraderCard } from './TraderCard';
import styles from './copy.module.css';

export default function TraderPage() {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const loggedIn = useSession((s) => Boolean(s.token));
  const side = useSession((s) => (s.token ? s.accountType : null));
  const detail = useCallQuery(copyCalls.followTraderDetail, { trader_user_id: id }, { enabled: id > 0 });
  const [stopping, setStopping] = useState(false);
  const d = detail.data;
  const problem = d ? sideProblem(d.trader, side) : null;
  return (
    <Page title={d?.trader.name ?? t('routes.follow.trader')}>
      <div className="content">
        {detail.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {detail.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {d && (
          <>
            <ul className={styles.list}>
              <TraderCard trader={d.trader}>
                <p className={styles.note}>{t(`copy.strategyDesc.${d.trader.strategy ?? 'none'}`)}</p>
                {problem && <p className={styles.note}>{t(problem)}</p>}
                <div className={styles.actions}>
                  {!problem && (
                    <Link className="btn" to={loggedIn ? followPath(id) : '/pages/common/login'}>
                      {d.follow ? t('copy.change') : t('copy.follow')}
                    </Link>
                  )}
                  {d.follow && (
                    <Button variant="secondary" onClick={() => setStopping(true)}>
                      {t('copy.cancelFollow')}
                    </Button>
                  )}
                </div>
              </TraderCard>
            </ul>
            <h2 className="section-title">{t('copy.curve')}</h2>
            <Curve points={d.curve} />
            <p className={styles.note}>
              {t('copy.trades30', { count: d.figures_30d.trades, wins: d.figures_30d.wins, profit: f.money(d.figures_30d.profit) })}{' '}
              <Link to={tradesPath(id)}>{t('copy.allTrades')}</Link>
            </p>
            <h2 className="section-title">{t('copy.openPositions')}</h2>
            {d.open.length === 0 && <p className={styles.note}>{t('copy.noOpen')}</p>}
            <ul className={styles.list} aria-label={t('copy.openPositions')}>
              {d.open.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </ul>
            <h2 className="section-title">{t('copy.recent')}</h2>
            {d.recent.length === 0 && <p className={styles.note}>{t('copy.noTrades')}</p>}
            <ul className={styles.list} aria-label={t('copy.recent')}>
              {d.recent.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </ul>
          </>
        )}
      </div>
      {stopping && d && <CancelFollowDialog trader={{ id, name: d.trader.name }} onClose={() => setStopping(false)} />}
    </Page>
  );
}
