import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { NewsItem } from './NewsItem';
import { useNewsList } from './api';

const LIMIT = 10;

export default function NewsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useNewsList(page, LIMIT);
  const pages = data ? Math.max(1, Math.ceil(data.total / LIMIT)) : 1;
  return (
    <Page title={t('routes.news.news')}>
      {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      {data?.list.length === 0 && <Placeholder>{t('common.noMore')}</Placeholder>}
      {data?.list.map((item) => (
        <NewsItem key={item.id} item={item} />
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
