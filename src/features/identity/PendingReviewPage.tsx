// Pending review: each level's state while an admin reviews it (read again every few seconds), a
// rejection's reason with the way to submit again, and what a level still needs to pass (email, phone).
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { KYC_PENDING } from '../../shared/identity/rules';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './identity.module.css';
import { ContactsCheck, LevelList } from './Levels';
import { PENDING_PATH, START_PATH } from './paths';
import { useIdentityState } from './state';

export default function PendingReviewPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { data, isPending, error } = useIdentityState();
  const reviewing = data && (data.level1.status === KYC_PENDING || data.level2.status === KYC_PENDING);
  return (
    <Page title={t(route.title)}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {error && <Placeholder>{error.message}</Placeholder>}
        {data && (
          <>
            <div className={styles.notice} role="status">
              <p>{t(reviewing ? 'identity.pending.text' : 'identity.pending.none')}</p>
            </div>
            <LevelList state={data} here={PENDING_PATH} />
            <ContactsCheck state={data} />
            <p className={styles.footLink}>
              <Link to={START_PATH}>{t('identity.allLevels')}</Link>
            </p>
          </>
        )}
      </div>
    </Page>
  );
}
