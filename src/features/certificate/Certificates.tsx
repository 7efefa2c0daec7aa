// The user's certificates: running and ended, each with its amount, term, rate, interest, dates and
// state. "Withdraw early" shows, before confirming, the days held, the interest at the early rate and
// what comes back now (against what maturity would pay), as the server counts them on its clock (the
// shared formula); before the minimum holding it says from when.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { type Certificate, certificateCalls } from '../../contract/certificate';
import { fundCalls } from '../../contract/fund';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { PagedList } from '../../api/PagedList';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import { useTermFormat } from '../quant';
import styles from './certificate.module.css';

const TABS = ['running', 'ended'] as const;

function Card({ c, onWithdraw }: { c: Certificate; onWithdraw(c: Certificate): void }) {
  const { t } = useTranslation();
  const f = useTermFormat();
  const money = (v: string) => `${f.exact(v)} ${c.currency}`;
  const rows: Row[] = [
    [t('certificate.amount'), money(c.amount)],
    [t('certificate.term'), t('certificate.termRate', { days: f.days(c.days), rate: f.percent(c.annual_rate) })],
    [c.status === 'running' ? t('certificate.interest') : t('certificate.interestPaid'), money(c.interest)],
    [t('certificate.deposited'), f.time(c.created_at)],
    [t('certificate.maturity'), f.time(c.maturity_at)],
  ];
  if (c.ended_at) rows.push([t('certificate.ended'), f.time(c.ended_at)]);
  const title = t('certificate.cardTitle', { id: c.id });
  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.head}>
        <h2>{title}</h2>
        <strong className={c.status === 'running' ? 'up' : 'muted'}>{t(`certificate.status.${c.status}`)}</strong>
      </div>
      <CostPreview plain rows={rows} />
      {c.status === 'running' &&
        (c.early_interest === null ? (
          <p className="muted">{t('certificate.earlyFrom', { date: f.time(c.early_from) })}</p>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => onWithdraw(c)}>
            {t('certificate.withdraw.open')}
          </button>
        ))}
    </li>
  );
}

export function Certificates() {
  const { t } = useTranslation();
  const f = useTermFormat();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ended' ? 'ended' : 'running';
  const [ending, setEnding] = useState<Certificate | null>(null);
  const withdraw = useCallMutation(certificateCalls.certificateWithdraw, {
    invalidates: [certificateCalls.certificateOrders, fundCalls.account],
    toast: true,
  });
  const money = (v: ReturnType<typeof dec> | string) => `${f.exact(v)} ${ending?.currency ?? ''}`;
  const end = async (c: Certificate) => {
    try {
      const done = await withdraw.mutateAsync({ id: c.id });
      toast(t('certificate.withdraw.done', { amount: money(dec(done.amount).plus(done.interest)) }));
    } finally {
      setEnding(null);
    }
  };
  return (
    <>
      <h2 className="section-title">{t('certificate.mine')}</h2>
      <TabStrip
        label={t('certificate.tabs.label')}
        tabs={TABS.map((id) => ({ id, label: t(`certificate.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
        panelId="certificates"
      />
      <div role="tabpanel" id="certificates" aria-labelledby={tabId('certificates', tab)}>
        <PagedList
          call={certificateCalls.certificateOrders}
          filter={{ status: tab }}
          limit={10}
          label={t(`certificate.tabs.${tab}`)}
          className={styles.list}
          empty={t('certificate.none')}
          itemKey={(c) => c.id}
          renderItem={(c) => <Card c={c} onWithdraw={setEnding} />}
        />
      </div>
      {ending?.early_interest && (
        <ConfirmDialog
          title={t('certificate.withdraw.title')}
          danger
          busy={withdraw.isPending}
          confirmLabel={t('certificate.withdraw.confirm')}
          rows={[
            [t('certificate.amount'), money(ending.amount)],
            [t('certificate.withdraw.held'), f.days(ending.early_days)],
            [t('certificate.withdraw.interest', { rate: f.percent(ending.early_rate) }), money(ending.early_interest)],
            [t('certificate.withdraw.back'), money(dec(ending.amount).plus(ending.early_interest))],
            [t('certificate.withdraw.instead'), money(ending.interest)],
          ]}
          note={t('certificate.withdraw.note')}
          onClose={() => setEnding(null)}
          onConfirm={() => void end(ending)}
        />
      )}
    </>
  );
}
