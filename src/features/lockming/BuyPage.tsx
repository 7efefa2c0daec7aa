// Buying a locked mining plan (?id=): the plan's terms, then the amount with what it earns a day and
// over the lock, what comes back at the end and what redeeming early would cost, and the confirm dialog
// (the term-product buy form the AI savings use, with the plan's strings).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { Page, Placeholder } from '../../shared/ui/Page';
import { BuyForm } from '../quant';
import { PlanCard } from './PlanCard';
import { PLANS_PATH, usePlans } from './plans';
import styles from './lockming.module.css';

export default function BuyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const plans = usePlans();
  const plan = plans.data?.find((p) => p.id === id);
  return (
    <Page title={t('routes.lockming.buy')}>
      <div className="content">
        {plans.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {plans.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {plans.data && !plan && (
          <Placeholder>
            {t('lockming.notFound')}{' '}
            <Link className={styles.link} to={PLANS_PATH}>
              {t('lockming.allPlans')}
            </Link>
          </Placeholder>
        )}
        {plan && (
          <ul className={styles.list}>
            <PlanCard plan={plan}>
              <BuyForm product={plan} kind="lockming" />
            </PlanCard>
          </ul>
        )}
      </div>
    </Page>
  );
}
