// The user's own inclusion: their leaf (balances at the snapshot, salt, place) and the path to the root,
// recomputed here in the browser with the code the server built the tree with (src/shared/reserves) →
// "Included" or the step that does not match; the proof as a file, and a saved file checked the same way.
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { reservesCalls, type SnapshotFigures } from '../../contract/reserves';
import { Link } from '../../shared/nav';
import type { ProofCheck, ProofFailure, ReservesProof } from '../../shared/reserves/proof';
import { useSession } from '../../shared/stores/session';
import { Button } from '../../shared/ui/Button';
import { CostPreview } from '../../shared/ui/money';
import { Placeholder } from '../../shared/ui/Page';
import { downloadProof } from './download';
import { useReservesFormat } from './format';
import styles from './reserves.module.css';

const LOGIN = '/pages/common/login?redirect=%2Fpages%2Freserves%2Freserves';

/** The check (src/shared/reserves, with its SHA-256), loaded beside the page's data rather than before the page. */
const loadVerifier = () => import('../../shared/reserves/proof').then((m) => m.verifyProof);

/** The check of a proof, once the verifier has loaded. */
function useCheck(proof: unknown, given: boolean): ProofCheck | null {
  const [check, setCheck] = useState<ProofCheck | null>(null);
  useEffect(() => {
    let live = true;
    setCheck(null);
    if (given)
      void loadVerifier().then((verify) => {
        if (live) setCheck(verify(proof));
      });
    return () => {
      live = false;
    };
  }, [proof, given]);
  return check;
}

function useFailureText(): (f: ProofFailure) => string {
  const { t } = useTranslation();
  return (f) => {
    if (f.step === 'negative')
      return f.level === 0 ? t('reserves.failures.negativeLeaf') : t('reserves.failures.negative', { level: f.level });
    if (f.step === 'side' || f.step === 'level') return t(`reserves.failures.${f.step}`, { level: f.level });
    return t(`reserves.failures.${f.step}`);
  };
}

/** "Included", or what does not match. */
function Verdict({ check }: { check: ProofCheck }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  return (
    <p role="status" className={check.included ? styles.included : styles.excluded}>
      <strong>{check.included ? t('reserves.included') : t('reserves.notIncluded')}</strong>
      <span>{check.included ? t('reserves.includedNote') : failure(check.failure)}</span>
    </p>
  );
}

function ProofView({ proof }: { proof: ReservesProof }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  const check = useCheck(proof, true);
  const codes = proof.snapshot.currencies;
  return (
    <>
      {check ? <Verdict check={check} /> : <Placeholder>{t('reserves.checking')}</Placeholder>}
      <CostPreview
        label={t('reserves.yourBalances')}
        rows={[
          ...codes.map((code, i): [string, string] => [code, f.amount(proof.leaf.balances[i] ?? '0')]),
          [
            t('reserves.leafPlace'),
            t('reserves.leafOf', { index: f.count(proof.leaf.index + 1), total: f.count(proof.snapshot.leaf_count) }),
          ],
          [
            t('reserves.salt'),
            <code key="salt" className={styles.hash}>
              {proof.leaf.salt}
            </code>,
          ],
          [
            t('reserves.leaf'),
            <code key="leaf" className={styles.hash}>
              {proof.leaf.hash}
            </code>,
          ],
        ]}
      />
      <details className={styles.path}>
        <summary>{t('reserves.path', { count: proof.path.length })}</summary>
        <ol>
          {proof.path.map((step) => (
            <li key={step.level}>
              <strong>{t(step.side === 'left' ? 'reserves.stepLeft' : 'reserves.stepRight', { level: step.level })}</strong>
              <code className={styles.hash}>{step.sibling_hash}</code>
              <span className="muted">{codes.map((code, i) => f.amount(step.sibling_sums[i] ?? '0', code)).join(' · ')}</span>
            </li>
          ))}
        </ol>
      </details>
      <Button onClick={() => downloadProof(proof)}>{t('reserves.download')}</Button>
      <p className={styles.note}>{t('reserves.cliNote', { command: 'npm run verify-reserves -- proof.json' })}</p>
    </>
  );
}

/** A proof file the user saved earlier, checked here. */
function FileCheck() {
  const { t } = useTranslation();
  const [content, setContent] = useState<{ value: unknown } | null>(null);
  const check = useCheck(content?.value, content !== null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setContent(null);
    let value: unknown = null;
    try {
      value = JSON.parse(await file.text());
    } catch {
      value = null;
    }
    setContent({ value });
  };
  return (
    <div className={styles.fileCheck}>
      <label>
        <span>{t('reserves.checkFile')}</span>
        <input type="file" accept="application/json,.json" onChange={(e) => void read(e)} />
      </label>
      {check && <Verdict check={check} />}
    </div>
  );
}

export function Inclusion({ s }: { s: SnapshotFigures }) {
  const { t } = useTranslation();
  const loggedIn = useSession((x) => Boolean(x.token));
  const proof = useCallQuery(reservesCalls.reservesProof, { id: s.id }, { enabled: loggedIn && s.proofs, quiet: true, retry: false });
  return (
    <section className={styles.card} aria-labelledby="reserves-mine">
      <h2 id="reserves-mine">{t('reserves.mineTitle')}</h2>
      {!loggedIn && (
        <p>
          {t('reserves.loginToCheck')} <Link to={LOGIN}>{t('reserves.login')}</Link>
        </p>
      )}
      {loggedIn && !s.proofs && <p className="muted">{t('reserves.noProofs')}</p>}
      {loggedIn && s.proofs && proof.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
      {proof.isError && <p role="status">{proof.error.message}</p>}
      {proof.data && <ProofView proof={proof.data} />}
      <FileCheck />
    </section>
  );
}
