import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatRelativeTime } from '../../shared/lib/format';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useNewsList } from './api';

const LIMIT = 10;

export default function NewsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useNewsList(page, LIMIT);
  const pages = data ? Math.max(1, Math.ceil(data.total / LIMIT)) : 1;
  return (
    <Page title={t('routes.news.news')}>
      {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      {data?.list.length === 0 && <Placeholder>{t('common.noMore')}</Placeholder>}
      {data?.list.map((item) => (
        <Link key={item.id} className="news-item" to={`/pages/common/article?id=${item.id}`}>
          <h3>{item.title}</h3>
          <div className="muted">
            {formatRelativeTime(item.created_at, { locale: i18n.language, justNow: t('time.justNow') })} · {item.summary}
          </div>
        </Link>
      ))}
      {page < pages && (
        <div className="content">
          <Button variant="secondary" onClick={() => setPage((n) => n + 1)}>
            {t('common.more')}
          </Button>
        </div>
      )}
    </Page>
  );
}
