// My mining orders: what is locked, income today and in all, running and ended orders; "Redeem early"
// shows the fee and the refund before it confirms.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { Page } from '../../shared/ui/Page';
import { TermOrders } from '../quant';
import { PLANS_PATH } from './plans';
import styles from './lockming.module.css';

export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.lockming.order')}>
      <div className="content">
        <Link className={styles.link} to={PLANS_PATH}>
          {t('lockming.allPlans')}
        </Link>
      </div>
      <TermOrders kind="lockming" />
    </Page>
  );
}
