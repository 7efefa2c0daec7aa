import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { Page } from '../../shared/ui/Page';

/** Customer service: the messenger account, and the contact page. */
export default function KefuPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.kefu.index')}>
      <div className="content">
        <p>{t('content.kefuText')}</p>
        <a
          className="btn"
          style={{ textAlign: 'center', textDecoration: 'none' }}
          href="https://t.me/kestrel_support"
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('content.kefuOpen')}
        </a>
        <p className="footnote">
          <Link to="/pages/common/contactus">{t('routes.common.contactus')}</Link>
        </p>
      </div>
    </Page>
  );
}
