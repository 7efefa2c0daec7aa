// Customer service (kefu/index): the operator's support page (GET kefu, setting `kefu_url`) and messenger
// contacts (GET kf, setting `kf_links`), each opened outside the app. With none set (a new server has
// none) the page says so plainly and points to the contact page.
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { kefuCalls } from '../../contract/content';
import { Link } from '../../shared/nav';
import { Page, Placeholder } from '../../shared/ui/Page';

const external = { target: '_blank', rel: 'noreferrer noopener' } as const;
const button = { textAlign: 'center', textDecoration: 'none', display: 'block' } as const;

export default function KefuPage() {
  const { t } = useTranslation();
  const links = useCallQuery(kefuCalls.kf, {}, { staleTime: 60_000 });
  const support = useCallQuery(kefuCalls.kefu, {}, { staleTime: 60_000 });
  const contact = (
    <p className="footnote">
      <Link to="/pages/common/contactus">{t('routes.common.contactus')}</Link>
    </p>
  );
  const url = support.data?.url ?? '';
  const list = links.data ?? [];
  return (
    <Page title={t('routes.kefu.index')}>
      {(links.isPending || support.isPending) && <Placeholder>{t('common.loading')}</Placeholder>}
      {(links.isError || support.isError) && <Placeholder>{t('errors.failed')}</Placeholder>}
      {links.isSuccess && support.isSuccess && !url && list.length === 0 && (
        <Placeholder>
          <p>{t('content.kefuNone')}</p>
          <p className="muted">{t('content.kefuNoneNote')}</p>
          {contact}
        </Placeholder>
      )}
      {links.isSuccess && support.isSuccess && (url || list.length > 0) && (
        <div className="content">
          <p>{t('content.kefuIntro')}</p>
          {url && (
            <a className="btn" style={button} href={url} {...external}>
              {t('content.kefuOpen')}
            </a>
          )}
          {list.length > 0 && (
            <ul aria-label={t('content.kefuChannels')} style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8, margin: '12px 0' }}>
              {list.map((link) => (
                <li key={`${link.name}-${link.url}`}>
                  <a className="btn secondary" style={{ ...button, overflowWrap: 'anywhere' }} href={link.url} {...external}>
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {contact}
        </div>
      )}
    </Page>
  );
}
