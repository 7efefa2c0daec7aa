// Level 1 verification (/pages/setting/real): the form, again after a rejection (filled with what was
// sent, the reason above it); under review it leads to the review page; once verified, on to level 2.
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useNavigate } from '../../shared/nav';
import { KYC_PENDING, KYC_REJECTED, KYC_VERIFIED } from '../../shared/identity/rules';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './identity.module.css';
import { EMPTY_PERSON, Level1Form } from './Level1Form';
import { ContactsCheck, DemoNotice, Rejection } from './Levels';
import { LEVEL2_PATH, PENDING_PATH, START_PATH } from './paths';
import { useIdentityDetails } from './state';

export default function Level1Page() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { data, isPending, error } = useIdentityDetails();
  const status = data?.level1.status;
  return (
    <Page title={t(route.title)}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {error && <Placeholder>{error.message}</Placeholder>}
        {data?.demo && <DemoNotice />}
        {data && !data.demo && status === KYC_PENDING && <Redirect to={PENDING_PATH} replace />}
        {data && !data.demo && status === KYC_VERIFIED && (
          <div className={styles.notice} role="status">
            <p>{t('identity.level1Verified')}</p>
            {data.level2.status !== KYC_VERIFIED && (
              <Link className="btn" to={LEVEL2_PATH}>
                {t('identity.nextLevel2')}
              </Link>
            )}
          </div>
        )}
        {data && !data.demo && status !== KYC_PENDING && status !== KYC_VERIFIED && (
          <>
            <p className="muted">{t('identity.level1.what')}</p>
            {status === KYC_REJECTED && <Rejection state={data.level1} />}
            <ContactsCheck state={data} />
            <Level1Form
              initial={status === KYC_REJECTED && data.details ? data.details : EMPTY_PERSON}
              onSubmitted={() => navigate(PENDING_PATH, { replace: true })}
            />
          </>
        )}
        <p className={styles.footLink}>
          <Link to={START_PATH}>{t('identity.allLevels')}</Link>
        </p>
      </div>
    </Page>
  );
}
