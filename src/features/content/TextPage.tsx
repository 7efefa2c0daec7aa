import { useTranslation } from 'react-i18next';
import { contentCalls } from '../../contract/content';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useContentQuery } from './api';
import styles from './content.module.css';

const BY_PATH = {
  '/pages/common/aboutus': contentCalls.aboutus,
  '/pages/common/contactus': contentCalls.contactus,
  '/pages/setting/operational_compliance': contentCalls.compliance,
} as const;

/** About us, contact us and operational compliance: one titled text from the server. */
export default function TextPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const call = BY_PATH[route.path as keyof typeof BY_PATH] ?? contentCalls.aboutus;
  const { data, isPending } = useContentQuery(call);
  return (
    <Page title={t(route.title)}>
      {isPending ? (
        <Placeholder>{t('common.loading')}</Placeholder>
      ) : (
        <article className="content">
          <h2 style={{ fontSize: 18 }}>{data?.title}</h2>
          <div className={styles.article}>{data?.content}</div>
        </article>
      )}
    </Page>
  );
}
