// The transfers between the user's own accounts, newest first, page by page.
import { useTranslation } from 'react-i18next';
import { fundCalls, type TransferRecord } from '../../contract/fund';
import { formatDateTime, toMillis } from '../../shared/lib/format';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import records from '../../shared/ui/records.module.css';
import styles from './fund.module.css';
import { useMoney } from './money';
import { accountKey } from './paths';

const PER_PAGE = 20;
const NO_FILTER = {};

function TransferRow({ r }: { r: TransferRecord }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <li className={records.record}>
      <div className={records.recordHead}>
        <strong>
          {money.amount(r.number, r.code)} {r.code}
        </strong>
        <time className="muted" dateTime={new Date(toMillis(r.created_at)).toISOString()}>
          {formatDateTime(r.created_at, i18n.language)}
        </time>
      </div>
      <div className={styles.path}>
        {t(accountKey(r.from_field))} → {t(accountKey(r.to_field))}
      </div>
    </li>
  );
}

export default function TransferHistoryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.fund.transfer_history')}>
      <div className="content">
        <PagedList
          call={fundCalls.hzhistory}
          filter={NO_FILTER}
          limit={PER_PAGE}
          label={t('routes.fund.transfer_history')}
          className={records.list}
          empty={t('fund.noTransfers')}
          itemKey={(r) => r.id}
          renderItem={(r) => <TransferRow r={r} />}
        />
      </div>
    </Page>
  );
}
