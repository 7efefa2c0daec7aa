import { useTranslation } from 'react-i18next';
import { contentCalls } from '../../contract/content';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useContentQuery } from './api';
import styles from './content.module.css';

export default function FaqPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { data, isPending } = useContentQuery(contentCalls.faq);
  return (
    <Page title={t(route.title)}>
      {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      <div className="content">
        {data?.map((item) => (
          <details key={item.id} className="cells" style={{ padding: '12px 14px' }}>
            <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{item.question}</summary>
            <p className={styles.article}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Page>
  );
}
