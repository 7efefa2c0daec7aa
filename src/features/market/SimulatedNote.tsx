import { useTranslation } from 'react-i18next';
import './market.css';

/** Footer of the market pages: the reference server's prices are a simulation. */
export function SimulatedNote() {
  const { t } = useTranslation();
  return <p className="footnote mk-simulated">{t('market.simulated')}</p>;
}
