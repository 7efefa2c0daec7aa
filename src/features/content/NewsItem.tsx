import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import type { NewsListReply } from '../../contract/content';
import { formatRelativeTime } from '../../shared/lib/format';
import styles from './content.module.css';

/** One line of a news list: title, how long ago, summary; opens the article. */
export function NewsItem({ item }: { item: NewsListReply['list'][number] }) {
  const { t, i18n } = useTranslation();
  return (
    <Link className={styles.newsItem} to={`/pages/common/article?id=${item.id}`}>
      <h3>{item.title}</h3>
      <div className="muted">
        {formatRelativeTime(item.created_at, { locale: i18n.language, justNow: t('time.justNow') })} · {item.summary}
      </div>
    </Link>
  );
}
