import { useTranslation } from 'react-i18next';
import styles from './market.module.css';

/** Footer of the market pages: the reference server's prices are a simulation. */
export function SimulatedNote() {
  const { t } = useTranslation();
  return <p className={`footnote ${styles.simulated}`}>{t('market.simulated')}</p>;
}
