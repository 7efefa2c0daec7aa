import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { isUrl } from '../../shared/lib/validate';
import { Page, Placeholder } from '../../shared/ui/Page';

/** An outside page in a frame: /pages/common/webView?url=https://…&title=… (http and https only). */
export default function WebViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const title = params.get('title') || t('routes.common.webView');
  return (
    <Page title={title}>
      {isUrl(url) ? (
        <iframe
          title={title}
          src={url}
          style={{ border: 0, width: '100%', height: 'calc(100vh - var(--nav-h))' }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : (
        <Placeholder>
          <p>{t('errors.notFound')}</p>
          <Link to="/">{t('tabs.home')}</Link>
        </Placeholder>
      )}
    </Page>
  );
}
