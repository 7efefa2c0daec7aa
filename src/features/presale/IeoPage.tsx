// The presale list (/pages/ieo/ieo): every project with its state, price, progress (sold / supply),
// a countdown ticking every second to the start or the end, the per-user limits and the delivery date;
// each opens its subscribe page. The list is read again when a countdown reaches zero (the state moves).
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type PresaleProject, presaleCalls } from '../../contract/presale';
import { useSession } from '../../shared/stores/session';
import { CostPreview } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { ORDERS_PATH, subscribePath, usePresaleFormat, useServerNow } from './format';
import { ProjectHead } from './parts';
import styles from './presale.module.css';

function ProjectCard({ project: p, now, onElapsed }: { project: PresaleProject; now: number; onElapsed(): void }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  return (
    <li className={styles.card} aria-label={`${p.name} (${p.code})`}>
      <ProjectHead project={p} now={now} onElapsed={onElapsed} />
      <CostPreview
        plain
        rows={[
          [t('presale.price'), t('presale.priceValue', { price: f.amount(p.price, 8), currency: p.pay_currency, code: p.code })],
          [t('presale.limits'), `${f.amount(p.min_amount, p.decimals)} – ${f.tokens(p.max_amount, p.decimals, p.code)}`],
          [t('presale.delivery'), f.time(p.delivery_at)],
        ]}
      />
      <Link className={styles.action} to={subscribePath(p.id)}>
        {t('presale.open')}
      </Link>
    </li>
  );
}

export default function IeoPage() {
  const { t } = useTranslation();
  const projects = useCallQuery(presaleCalls.presaleProjects, { page: 1, limit: 100 });
  const now = useServerNow(projects.data?.now, projects.dataUpdatedAt);
  const loggedIn = useSession((s) => Boolean(s.token));
  const refetch = () => void projects.refetch();
  return (
    <Page title={t('routes.ieo.ieo')}>
      <div className="content">
        <p className={styles.intro}>{t('presale.intro')}</p>
        {loggedIn && (
          <Link className={styles.ordersLink} to={ORDERS_PATH}>
            {t('presale.myOrders')}
          </Link>
        )}
        {projects.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {projects.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {projects.data?.list.length === 0 && <Placeholder>{t('presale.empty')}</Placeholder>}
        {Boolean(projects.data?.list.length) && (
          <ul className={styles.list} aria-label={t('presale.projects')}>
            {projects.data?.list.map((p) => (
              <ProjectCard key={p.id} project={p} now={now} onElapsed={refetch} />
            ))}
          </ul>
        )}
        <h2 className="section-title">{t('presale.rules.title')}</h2>
        <ul className={styles.rules}>
          <li>{t('presale.rules.first')}</li>
          <li>{t('presale.rules.limits')}</li>
          <li>{t('presale.rules.delivery')}</li>
        </ul>
      </div>
    </Page>
  );
}
