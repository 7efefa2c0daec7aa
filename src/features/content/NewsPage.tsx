import { useTranslation } from 'react-i18next';
import { contentCalls } from '../../contract/content';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { useLang } from './api';
import styles from './content.module.css';
import { NewsItem } from './NewsItem';

const LIMIT = 10;

/** Every news article, newest first, page by page; each opens the article. */
export default function NewsPage() {
  const { t } = useTranslation();
  // The language is a param of the list (see api.ts): each language is its own list.
  const lang = useLang();
  return (
    <Page title={t('routes.news.news')}>
      <PagedList
        call={contentCalls.newsList}
        filter={{ lang }}
        limit={LIMIT}
        label={t('routes.news.news')}
        className={styles.newsList}
        empty={t('common.noMore')}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <li>
            <NewsItem item={item} />
          </li>
        )}
      />
    </Page>
  );
}
