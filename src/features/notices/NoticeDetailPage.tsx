// One notification, whole: its text, when it came, and a way to what it is about. Opening it marks it
// read (the server does, on reading it), so the list is read again.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery, useInvalidateCalls } from '../../api/query';
import { noticeCalls } from '../../contract/notices';
import { formatDateTime } from '../../shared/lib/format';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './notices.module.css';
import { NOTICES_PATH, refPath } from './paths';

export default function NoticeDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useCallQuery(noticeCalls.noticeDetail, { id }, { enabled: valid, quiet: true, retry: false });
  const invalidate = useInvalidateCalls();
  const read = query.data?.read;
  useEffect(() => {
    if (read) invalidate(noticeCalls.noticeList);
  }, [read, invalidate]);
  const notice = query.data;
  const target = notice ? refPath(notice.ref) : null;
  return (
    <Page title={t('routes.notices.detail')}>
      <div className="content">
        {!valid || query.isError ? (
          <Placeholder>
            <p role="alert">{t('notices.notFound')}</p>
            <Link to={NOTICES_PATH}>{t('notices.backToList')}</Link>
          </Placeholder>
        ) : !notice ? (
          <Placeholder>{t('common.loading')}</Placeholder>
        ) : (
          <article className={styles.detail}>
            <p className={styles.detailText}>{notice.text}</p>
            <p className="muted">
              <time dateTime={new Date(notice.created_at * 1000).toISOString()}>{formatDateTime(notice.created_at, i18n.language)}</time>
            </p>
            {target && <Link to={target}>{t('notices.open')}</Link>}
          </article>
        )}
      </div>
    </Page>
  );
}
