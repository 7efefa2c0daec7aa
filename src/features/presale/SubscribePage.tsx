// One presale (/pages/ieo/subscribe?project_id=): its detail — token, supply, sold, price, start, end,
// delivery date, limits, what the user already subscribed and may still subscribe — with the countdown;
// on sale, the subscription form (logged out: a "log in to subscribe" button); otherwise why it cannot
// be subscribed (not started: from when; sold out; ended).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type PresaleDetailReply, presaleCalls } from '../../contract/presale';
import { useSession } from '../../shared/stores/session';
import { CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { IEO_PATH, usePresaleFormat, useServerNow } from './format';
import { ProjectHead } from './parts';
import styles from './presale.module.css';
import { SubscribeForm } from './SubscribeForm';

function Detail({ detail, now, onElapsed }: { detail: PresaleDetailReply; now: number; onElapsed(): void }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  const p = detail.project;
  const rows: Row[] = [
    [t('presale.detail.token'), `${p.name} (${p.code})`],
    [t('presale.detail.supply'), f.tokens(p.supply, p.decimals, p.code)],
    [t('presale.sold'), f.tokens(p.sold, p.decimals, p.code)],
    [t('presale.price'), t('presale.priceValue', { price: f.amount(p.price, 8), currency: p.pay_currency, code: p.code })],
    [t('presale.detail.start'), f.time(p.start_at)],
    [t('presale.detail.end'), f.time(p.end_at)],
    [t('presale.delivery'), f.time(p.delivery_at)],
    [t('presale.limits'), `${f.amount(p.min_amount, p.decimals)} – ${f.tokens(p.max_amount, p.decimals, p.code)}`],
  ];
  if (detail.bought !== null) rows.push([t('presale.detail.bought'), f.tokens(detail.bought, p.decimals, p.code)]);
  if (detail.remaining !== null && p.state === 'live')
    rows.push([t('presale.detail.remaining'), f.tokens(detail.remaining, p.decimals, p.code)]);
  return (
    <section className={styles.card} aria-label={`${p.name} (${p.code})`}>
      <ProjectHead project={p} now={now} onElapsed={onElapsed} />
      <CostPreview plain rows={rows} />
    </section>
  );
}

/** Why a project that is not on sale cannot be subscribed. */
function ClosedNote({ detail }: { detail: PresaleDetailReply }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  const p = detail.project;
  if (p.state === 'live') return null;
  const vars = { start: f.time(p.start_at), supply: f.amount(p.supply, p.decimals), code: p.code, delivery: f.time(p.delivery_at) };
  return (
    <p className={styles.note} role="status">
      {t(`presale.closedNote.${p.state}`, vars)}
    </p>
  );
}

export default function SubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('project_id'));
  const valid = Number.isInteger(id) && id > 0;
  const loggedIn = useSession((s) => Boolean(s.token));
  const detail = useCallQuery(presaleCalls.presaleDetail, { project_id: id }, { enabled: valid, quiet: true });
  const now = useServerNow(detail.data?.now, detail.dataUpdatedAt);
  const data = detail.data;
  return (
    <Page title={t('routes.ieo.subscribe')}>
      <div className="content">
        {valid && detail.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {(!valid || detail.isError) && (
          <Placeholder>
            {t('presale.detail.notFound')} <Link to={IEO_PATH}>{t('presale.detail.backToList')}</Link>
          </Placeholder>
        )}
        {data && (
          <>
            <Detail detail={data} now={now} onElapsed={() => void detail.refetch()} />
            <ClosedNote detail={data} />
            {data.project.state === 'live' && loggedIn && <SubscribeForm key={data.project.id} detail={data} />}
            {data.project.state === 'live' && !loggedIn && (
              <Link className={styles.action} to="/pages/common/login">
                {t('presale.login')}
              </Link>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
