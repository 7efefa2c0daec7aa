import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { contentCalls } from '../../contract/content';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import './content.css';

const BY_PATH = {
  '/pages/common/aboutus': contentCalls.aboutus,
  '/pages/common/contactus': contentCalls.contactus,
  '/pages/setting/operational_compliance': contentCalls.compliance,
} as const;

/** About us, contact us and operational compliance: one titled text from the server. */
export default function TextPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const call = BY_PATH[route.path as keyof typeof BY_PATH] ?? contentCalls.aboutus;
  const { data, isPending } = useQuery({ queryKey: ['text', call.path, i18n.language], queryFn: () => api(call) });
  return (
    <Page title={t(route.title)}>
      {isPending ? (
        <Placeholder>{t('common.loading')}</Placeholder>
      ) : (
        <article className="content">
          <h2 style={{ fontSize: 18 }}>{data?.title}</h2>
          <div className="article">{data?.content}</div>
        </article>
      )}
    </Page>
  );
}
