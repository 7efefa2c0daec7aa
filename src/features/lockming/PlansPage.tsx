// Locked mining: the plans on offer with their published terms; "Lock" opens the plan's buy page; the
// user's mining orders and the rules.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useSession } from '../../shared/stores/session';
import { Page, Placeholder } from '../../shared/ui/Page';
import { LOCKMING_ORDERS_PATH } from '../quant';
import { Rules } from './Rules';
import { PlanCard } from './PlanCard';
import { buyPath, usePlans } from './plans';
import styles from './lockming.module.css';

export default function PlansPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <Page title={t('routes.lockming.lockming')}>
      <div className="content">
        <p className={styles.intro}>{t('lockming.intro')}</p>
        {loggedIn && (
          <Link className={styles.link} to={LOCKMING_ORDERS_PATH}>
            {t('lockming.myOrders')}
          </Link>
        )}
        {plans.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {plans.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {plans.data?.length === 0 && <Placeholder>{t('lockming.empty')}</Placeholder>}
        {Boolean(plans.data?.length) && (
          <ul className={styles.list} aria-label={t('lockming.plans')}>
            {plans.data?.map((p) => (
              <PlanCard key={p.id} plan={p}>
                <Link className={styles.action} to={loggedIn ? buyPath(p.id) : '/pages/common/login'}>
                  {loggedIn ? t('lockming.buy.open') : t('lockming.buy.login')}
                </Link>
              </PlanCard>
            ))}
          </ul>
        )}
        <Rules />
      </div>
    </Page>
  );
}
