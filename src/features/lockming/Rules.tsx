import { useTranslation } from 'react-i18next';
import styles from './lockming.module.css';

/** How locked mining works, in the words of AREAS.md. */
export function Rules() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="section-title">{t('lockming.howTitle')}</h2>
      <ol className={styles.rules}>
        <li>{t('lockming.rules.lock')}</li>
        <li>{t('lockming.rules.daily')}</li>
        <li>{t('lockming.rules.end')}</li>
        <li>{t('lockming.rules.early')}</li>
        <li>{t('lockming.rules.yearly')}</li>
      </ol>
    </>
  );
}
