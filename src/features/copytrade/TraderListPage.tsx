// Copy trading (/pages/copytrade/copy, /pages/follow/index): the lead traders sorted by 30-day return,
// with their figures and published profit share; details, follow, and the user's own copy trading.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { copyCalls } from '../../contract/copytrade';
import { useSession } from '../../shared/stores/session';
import { Page, Placeholder } from '../../shared/ui/Page';
import { followPath, MY_PATH, traderPath } from './format';
import { TraderCard } from './TraderCard';
import styles from './copy.module.css';

export default function TraderListPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const list = useCallQuery(copyCalls.followIndex);
  return (
    <Page title={t('routes.copytrade.copy')}>
      <div className="content">
        <p className={styles.intro}>{t('copy.intro')}</p>
        {loggedIn && list.data && (
          <p className={styles.note}>
            {t('copy.followCount', { n: list.data.follows, count: list.data.max_follows })} · <Link to={MY_PATH}>{t('copy.myCopy')}</Link>
          </p>
        )}
        {list.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {list.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {list.data?.list.length === 0 && (
          <section aria-label={t('copy.empty')}>
            <Placeholder>
              <p>{t('copy.empty')}</p>
              <p className={styles.note}>{t('copy.emptyNote')}</p>
            </Placeholder>
          </section>
        )}
        <ul className={styles.list} aria-label={t('copy.traders')}>
          {list.data?.list.map((trader) => (
            <TraderCard key={trader.user_id} trader={trader}>
              <div className={styles.actions}>
                <Link className="btn secondary" to={traderPath(trader.user_id)}>
                  {t('copy.details')}
                </Link>
                <Link className="btn" to={loggedIn ? followPath(trader.user_id) : '/pages/common/login'}>
                  {trader.following ? t('copy.change') : t('copy.follow')}
                </Link>
              </div>
            </TraderCard>
          ))}
        </ul>
      </div>
    </Page>
  );
}
