// Deposit, wire and withdrawal records (SPEC record type 0/1/2), at both of their addresses
// (/pages/fund/assets_record and /pages/fund/receive_withdraw_record); `?type=` opens a tab and the
// tab chosen stays in the address, so Back and a reload keep it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCurrentRoute } from '../../shared/route';
import { Page } from '../../shared/ui/Page';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import { RECORD_TABS, type RecordTab } from './paths';
import { DepositRecords, WireRecords } from './DepositRecords';
import { WithdrawRecords } from './WithdrawRecords';

function tabOf(type: string | null): RecordTab {
  const index = Number(type);
  return Number.isInteger(index) && type !== '' ? (RECORD_TABS[index] ?? 'deposit') : 'deposit';
}

export default function RecordsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('type'));
  const open = (name: RecordTab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('type', String(RECORD_TABS.indexOf(name)));
        return next;
      },
      { replace: true },
    );
  return (
    <Page title={t(route.title)}>
      <div className="content">
        <TabStrip
          tabs={RECORD_TABS.map((name) => ({ id: name, label: t(`wallet.tabs.${name}`) }))}
          value={tab}
          onChange={open}
          panelId="records-panel"
        />
        <div role="tabpanel" id="records-panel" aria-labelledby={tabId('records-panel', tab)}>
          {tab === 'deposit' && <DepositRecords />}
          {tab === 'wire' && <WireRecords />}
          {tab === 'withdraw' && <WithdrawRecords />}
        </div>
      </div>
    </Page>
  );
}
