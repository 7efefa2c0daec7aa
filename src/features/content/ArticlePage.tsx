import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { formatDateTime } from '../../shared/lib/format';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useNewsDetail } from './api';
import styles from './content.module.css';

/** One news article: /pages/common/article?id=N. */
export default function ArticlePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') || 0);
  const { data, isError } = useNewsDetail(id);
  return (
    <Page title={data?.title ?? t('routes.common.article')}>
      {isError || !id ? (
        <Placeholder>
          <p>{t('errors.notFound')}</p>
          {/* Opened from a link without a way back: the news list is the way on. */}
          <Link to="/pages/news/news">{t('home.allNews')}</Link>
        </Placeholder>
      ) : (
        <article className="content">
          {data && <p className="muted">{formatDateTime(data.created_at, i18n.language)}</p>}
          <div className={styles.article}>{data?.content ?? t('common.loading')}</div>
        </article>
      )}
    </Page>
  );
}
