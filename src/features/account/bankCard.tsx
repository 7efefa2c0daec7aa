// What the two bank card pages share: the verify-first notice, the masked number, the link to the other card.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { Placeholder } from '../../shared/ui/Page';
import styles from './account.module.css';

/** A card number shown as its last four digits. */
export const maskNumber = (value: string) => `•••• ${value.slice(-4)}`;

/** The server answered 998 (or could not be read): the identity must be verified first. */
export function VerifyFirst() {
  const { t } = useTranslation();
  return (
    <Placeholder>
      {t('errors.verifyFirst')}
      <Link to="/pages/StartVerification/StartVerification">{t('account.goVerify')}</Link>
    </Placeholder>
  );
}

/** The link from one card page to the other. */
export function OtherCardLink({ international }: { international: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={styles.otherCard}>
      {international ? (
        <Link to="/pages/setting/bank">{t('account.domesticCard')}</Link>
      ) : (
        <Link to="/pages/setting/bank_international">{t('account.internationalCard')}</Link>
      )}
    </p>
  );
}
