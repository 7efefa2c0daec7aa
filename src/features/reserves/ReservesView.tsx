// Proof of reserves (/pages/reserves/reserves[?id=]), inside the page's frame (ReservesPage.tsx): the snapshot's figures (newest published, or the
// one chosen below), reserves per currency with their ratio, the user's own inclusion checked in the
// browser, the platform's addresses with their signatures, every snapshot taken, and what it proves.
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { reservesCalls, type SnapshotFigures } from '../../contract/reserves';
import { useSearchParams } from '../../shared/nav';
import { CostPreview, type Row } from '../../shared/ui/money';
import { Placeholder } from '../../shared/ui/Page';
import { Addresses } from './Addresses';
import { useReservesFormat } from './format';
import { History } from './History';
import { Inclusion } from './Inclusion';
import styles from './reserves.module.css';

function Figures({ s }: { s: SnapshotFigures }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  const rows: Row[] = [
    [t('reserves.state'), t(`reserves.status.${s.status}`)],
    [t('reserves.takenAt'), f.time(s.taken_at)],
  ];
  if (s.status === 'published') {
    rows.push(
      [t('reserves.position'), s.position === null ? '--' : f.count(s.position)],
      [t('reserves.accounts'), f.count(s.leaf_count)],
      [
        t('reserves.root'),
        <code key="root" className={styles.hash}>
          {s.root}
        </code>,
      ],
    );
  }
  return (
    <section className={styles.card} aria-labelledby="reserves-figures">
      <h2 id="reserves-figures">{t('reserves.snapshotTitle', { id: s.id })}</h2>
      <CostPreview plain label={t('reserves.snapshotTitle', { id: s.id })} rows={rows} />
      {s.status === 'building' && <p className={styles.note}>{t('reserves.buildingNote')}</p>}
      {s.status === 'failed' && <p className={styles.note}>{t('reserves.failedNote')}</p>}
    </section>
  );
}

function Reserves({ s }: { s: SnapshotFigures }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  return (
    <section className={styles.card} aria-labelledby="reserves-lines">
      <h2 id="reserves-lines">{t('reserves.perCurrency')}</h2>
      <ul className={styles.list} aria-label={t('reserves.perCurrency')}>
        {s.reserves.map((r) => (
          <li key={r.code} className={styles.line}>
            <div className={styles.head}>
              <strong>{r.code}</strong>
              {r.ratio !== null && <span className={styles.badge}>{f.percent(r.ratio)}</span>}
            </div>
            <CostPreview
              plain
              label={r.code}
              rows={[
                [t('reserves.liabilities'), f.amount(r.liabilities, r.code)],
                [
                  t('reserves.reserves'),
                  r.reserves === null
                    ? r.on_chain
                      ? t('reserves.chainUnread')
                      : t('reserves.notOnChainShort')
                    : f.amount(r.reserves, r.code),
                ],
                [t('reserves.ratio'), r.ratio !== null ? f.percent(r.ratio) : r.reserves !== null ? t('reserves.noLiabilities') : '--'],
              ]}
            />
            {!r.on_chain && <p className={styles.note}>{t('reserves.notOnChain', { code: r.code })}</p>}
            {r.unread_chains > 0 && <p className={styles.note}>{t('reserves.unreadChains', { count: r.unread_chains })}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Explain() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="reserves-explain">
      <h2 id="reserves-explain">{t('reserves.explainTitle')}</h2>
      <ul className={styles.rules}>
        <li>{t('reserves.explain.liabilities')}</li>
        <li>{t('reserves.explain.reserves')}</li>
        <li>{t('reserves.explain.moment')}</li>
        <li>{t('reserves.explain.others')}</li>
        <li>{t('reserves.explain.privacy')}</li>
      </ul>
    </section>
  );
}

export default function ReservesView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const figures = useCallQuery(reservesCalls.reservesSnapshot, id ? { id } : {}, { quiet: true });
  const s = figures.data;
  return (
    <div className="content">
      <p className={styles.intro}>{t('reserves.intro')}</p>
      {figures.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      {figures.isError && <Placeholder>{figures.error.message}</Placeholder>}
      {s === null && <Placeholder>{t('reserves.none')}</Placeholder>}
      {s && (
        <>
          <Figures s={s} />
          {s.status === 'published' && <Reserves s={s} />}
          <Inclusion s={s} />
          {s.status === 'published' && <Addresses s={s} />}
        </>
      )}
      <History shown={s?.id} />
      <Explain />
    </div>
  );
}
