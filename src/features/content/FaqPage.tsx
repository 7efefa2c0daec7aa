import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { contentCalls } from '../../contract/content';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import './content.css';

export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const { data, isPending } = useQuery({ queryKey: ['faq', i18n.language], queryFn: () => api(contentCalls.faq) });
  return (
    <Page title={t(route.title)}>
      {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      <div className="content">
        {data?.map((item) => (
          <details key={item.id} className="cells" style={{ padding: '12px 14px' }}>
            <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{item.question}</summary>
            <p className="article">{item.answer}</p>
          </details>
        ))}
      </div>
    </Page>
  );
}
