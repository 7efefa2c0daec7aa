// The platform's addresses of a snapshot, per chain: the block their USDT was read at, each address with
// its balance there, the message it signed (naming the snapshot and its root) and the signature, which
// the browser checks on request (viem, loaded only then). Anyone can re-read the balances on chain.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlatformAddress, reservesCalls, type SnapshotChain, type SnapshotFigures } from '../../contract/reserves';
import { Button } from '../../shared/ui/Button';
import { CostPreview } from '../../shared/ui/money';
import { PagedList } from '../../api/PagedList';
import { useReservesFormat } from './format';
import styles from './reserves.module.css';

function ChainLine({ c }: { c: SnapshotChain }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  return (
    <CostPreview
      label={t('reserves.chainTitle', { name: c.name, id: c.chain_id })}
      rows={[
        [t('reserves.chain'), t('reserves.chainTitle', { name: c.name, id: c.chain_id })],
        [t('reserves.block'), c.status === 'read' && c.block_number !== null ? f.count(c.block_number) : t('reserves.chainUnread')],
        [
          t('reserves.contract'),
          <code key="usdt" className={styles.hash}>
            {c.usdt}
          </code>,
        ],
        [t('reserves.chainTotal'), c.total === null ? t('reserves.chainUnread') : f.amount(c.total, 'USDT')],
      ]}
    />
  );
}

function AddressItem({ a, check }: { a: PlatformAddress; check: boolean }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  const [valid, setValid] = useState<boolean | null>(null);
  useEffect(() => {
    if (!check) return;
    let live = true;
    void import('./signatures')
      .then((m) => m.signatureMatches(a.address, a.message, a.signature))
      .then((ok) => {
        if (live) setValid(ok);
      });
    return () => {
      live = false;
    };
  }, [check, a]);
  return (
    <li className={styles.address}>
      <div className={styles.head}>
        <span className={styles.badge}>{t(a.role === 'hot' ? 'reserves.roles.hot' : 'reserves.roles.deposit')}</span>
        <code className={styles.hash}>{a.address}</code>
      </div>
      <CostPreview
        plain
        rows={[
          [t('reserves.balance'), a.balance === null ? t('reserves.chainUnread') : f.amount(a.balance, 'USDT')],
          [
            t('reserves.signature'),
            <code key="sig" className={styles.hash}>
              {a.signature}
            </code>,
          ],
        ]}
      />
      <details>
        <summary>{t('reserves.message')}</summary>
        <pre className={styles.message}>{a.message}</pre>
      </details>
      {check && (
        <p role="status" className={valid === false ? styles.bad : styles.good}>
          {valid === null ? t('reserves.checking') : valid ? t('reserves.signatureOk') : t('reserves.signatureBad')}
        </p>
      )}
    </li>
  );
}

export function Addresses({ s }: { s: SnapshotFigures }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="reserves-addresses">
      <h2 id="reserves-addresses">{t('reserves.addressesTitle')}</h2>
      <p className={styles.note}>{t('reserves.addressesIntro')}</p>
      {s.chains.length === 0 ? (
        <p className="muted">{t('reserves.noChains')}</p>
      ) : (
        <>
          {s.chains.map((c) => (
            <ChainLine key={c.chain_id} c={c} />
          ))}
          <Button variant="secondary" onClick={() => setCheck(true)} disabled={check}>
            {t('reserves.checkSignatures')}
          </Button>
          <PagedList
            call={reservesCalls.reservesAddresses}
            filter={{ id: s.id }}
            limit={20}
            label={t('reserves.addressesTitle')}
            className={styles.list}
            empty={t('reserves.noAddresses')}
            itemKey={(a) => `${a.chain_id}:${a.address}`}
            renderItem={(a) => <AddressItem a={a} check={check} />}
          />
        </>
      )}
    </section>
  );
}
