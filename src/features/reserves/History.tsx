// Every snapshot taken, newest first (old ones stay listed): when, its state, how many accounts, the
// start of its root; "Show" opens its figures on this page.
import { useTranslation } from 'react-i18next';
import { reservesCalls } from '../../contract/reserves';
import { Link } from '../../shared/nav';
import { PagedList } from '../../api/PagedList';
import { useReservesFormat } from './format';
import styles from './reserves.module.css';

export function History({ shown }: { shown: number | undefined }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  return (
    <section className={styles.card} aria-labelledby="reserves-history">
      <h2 id="reserves-history">{t('reserves.historyTitle')}</h2>
      <PagedList
        call={reservesCalls.reservesSnapshots}
        filter={{}}
        limit={10}
        label={t('reserves.historyTitle')}
        className={styles.list}
        empty={t('reserves.none')}
        itemKey={(s) => s.id}
        renderItem={(s) => (
          <li className={styles.historyItem} aria-current={s.id === shown ? 'true' : undefined}>
            <div>
              <strong>{t('reserves.snapshotTitle', { id: s.id })}</strong>
              <span className="muted">
                {f.time(s.taken_at)} · {t(`reserves.status.${s.status}`)}
                {s.status === 'published' ? ` · ${t('reserves.accountsCount', { count: s.leaf_count })}` : ''}
              </span>
              {s.root && <code className={styles.hash}>{s.root.slice(0, 16)}…</code>}
            </div>
            {s.id === shown ? (
              <span className={styles.badge}>{t('reserves.shown')}</span>
            ) : (
              <Link to={`/pages/reserves/reserves?id=${s.id}`} replace>
                {t('reserves.show')}
              </Link>
            )}
          </li>
        )}
      />
    </section>
  );
}
