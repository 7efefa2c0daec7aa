// System notifications: newest first, unread ones marked; a new one appears while the list is open
// (the socket's `notification` event); opening one shows it whole and marks it read.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallPages } from '../../api/pages';
import { type Notice, type NoticeList, noticeCalls } from '../../contract/notices';
import { formatRelativeTime } from '../../shared/lib/format';
import { toast } from '../../shared/stores/ui';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { useLiveNotices } from './live';
import styles from './notices.module.css';
import { noticePath } from './paths';

/** Notifications per page (SPEC §9: order lists 10). */
const PER_PAGE = 10;
const NO_FILTER = {};

function NoticeItem({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const when = formatRelativeTime(notice.created_at, { locale: i18n.language, justNow: t('time.justNow') });
  return (
    <li>
      <Link to={noticePath(notice.id)} className={notice.read ? styles.item : `${styles.item} ${styles.unread}`}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.body}>
          <span className={styles.text}>{notice.text}</span>
          <span className={styles.meta}>
            <span>{when}</span>
            <span className={styles.state}>{notice.read ? t('notices.read') : t('notices.unread')}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

export default function NoticesPage() {
  const { t } = useTranslation();
  useLiveNotices();
  // The same query as the list below: the first page says how many are unread.
  const query = useCallPages(noticeCalls.noticeList, NO_FILTER, PER_PAGE);
  const unread = (query.data?.pages[0] as NoticeList | undefined)?.unread ?? 0;
  const readAll = useCallMutation(noticeCalls.noticeReadAll, {
    invalidates: [noticeCalls.noticeList],
    toast: true,
    onSuccess: () => toast(t('notices.allRead')),
  });
  return (
    <Page title={t('routes.notices.notices')}>
      <div className="content">
        <div className={styles.bar}>
          <span className="muted" aria-live="polite">
            {query.data ? t('notices.unreadCount', { n: unread }) : ''}
          </span>
          {unread > 0 && (
            <button type="button" className={styles.readAll} onClick={() => readAll.mutate({})} disabled={readAll.isPending}>
              {t('notices.readAll')}
            </button>
          )}
        </div>
        <PagedList
          call={noticeCalls.noticeList}
          filter={NO_FILTER}
          limit={PER_PAGE}
          label={t('routes.notices.notices')}
          className={styles.list}
          empty={t('notices.empty')}
          itemKey={(n) => n.id}
          renderItem={(n) => <NoticeItem notice={n} />}
        />
      </div>
    </Page>
  );
}
