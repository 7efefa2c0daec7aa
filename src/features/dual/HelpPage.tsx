// How dual investment works (/pages/invest/help): the shares, the subscription window, cancelling, the
// settlement price rule, the factor and both outcomes of each type, rounding, and the daily series.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { Page } from '../../shared/ui/Page';
import styles from './dual.module.css';
import { INVEST_PATH } from './paths';

const RULES = ['shares', 'window', 'cancel', 'price', 'factor', 'call', 'put', 'rounding', 'series', 'example'] as const;

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.invest.help')}>
      <div className="content">
        <p className={styles.intro}>{t('dual.intro')}</p>
        <h2 className="section-title">{t('dual.rules.title')}</h2>
        <ul className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`dual.rules.${rule}`)}</li>
          ))}
        </ul>
        <Link className={styles.action} to={INVEST_PATH}>
          {t('dual.invest')}
        </Link>
      </div>
    </Page>
  );
}
