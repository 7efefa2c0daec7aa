// Welcome to locked mining: what it is in three steps, the best published daily rate and the shortest
// lock from the plans on offer, and the way to the plans (and to the user's orders).
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { dec } from '../../shared/lib/decimal';
import { useSession } from '../../shared/stores/session';
import { DailyRate } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { LOCKMING_ORDERS_PATH, useTermFormat } from '../quant';
import { Rules } from './Rules';
import { PLANS_PATH, usePlans } from './plans';
import styles from './lockming.module.css';

export default function WelcomePage() {
  const { t } = useTranslation();
  const f = useTermFormat();
  const query = usePlans();
  const plans = query.data ?? [];
  const loggedIn = useSession((s) => Boolean(s.token));
  const best = plans.reduce<string | null>((m, p) => (m === null || dec(p.daily_rate).gt(m) ? p.daily_rate : m), null);
  const shortest = plans.reduce<number | null>((m, p) => (m === null || p.days < m ? p.days : m), null);
  return (
    <Page title={t('routes.lockming.welcome')}>
      <div className="content">
        <section className={styles.hero} aria-label={t('routes.lockming.welcome')}>
          <h2>{t('lockming.welcome.title')}</h2>
          <p>{t('lockming.welcome.lead')}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('lockming.welcome.best')}</dt>
              <dd>
                {best ? (
                  <DailyRate
                    daily={t('lockming.dailyRate', { rate: f.percent(best) })}
                    yearly={t('lockming.yearly', { rate: f.yearly(best) })}
                  />
                ) : (
                  '--'
                )}
              </dd>
            </div>
            <div>
              <dt>{t('lockming.welcome.shortest')}</dt>
              <dd>{shortest ? f.days(shortest) : '--'}</dd>
            </div>
            <div>
              <dt>{t('lockming.welcome.plans')}</dt>
              <dd>{plans.length || '--'}</dd>
            </div>
          </dl>
          {query.isSuccess && plans.length === 0 && <p className="muted">{t('lockming.empty')}</p>}
          <Link className={styles.action} to={PLANS_PATH}>
            {t('lockming.welcome.start')}
          </Link>
          {loggedIn && (
            <Link className={styles.link} to={LOCKMING_ORDERS_PATH}>
              {t('lockming.myOrders')}
            </Link>
          )}
        </section>
        <Rules />
      </div>
    </Page>
  );
}
