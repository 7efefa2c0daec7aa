// Pieces both presale pages show: the state badge, the progress bar (sold / supply) and the countdown
// to the start (not started) or the end (on sale), ticking every second on the server's clock.
import { useTranslation } from 'react-i18next';
import type { PresaleProject } from '../../contract/presale';
import { presaleCountdownTo, presaleProgress } from '../../shared/earn/presale';
import { dec } from '../../shared/lib/decimal';
import { Countdown as SharedCountdown } from '../../shared/ui/Countdown';
import { usePresaleFormat } from './format';
import styles from './presale.module.css';

export function StateBadge({ state }: { state: PresaleProject['state'] }) {
  const { t } = useTranslation();
  return <strong className={`${styles.badge} ${styles[state]}`}>{t(`presale.state.${state}`)}</strong>;
}

export function Progress({ project: p }: { project: PresaleProject }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  const fraction = presaleProgress(p);
  const percent = f.percent(fraction);
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('presale.sold')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(dec(fraction).times(100).toFixed(2))}
        aria-valuetext={t('presale.progress', { percent })}
      >
        <span style={{ width: `${dec(fraction).times(100).toFixed(2)}%` }} />
      </div>
      <div className={styles.barText}>
        <span>
          {f.amount(p.sold, p.decimals)} / {f.tokens(p.supply, p.decimals, p.code)}
        </span>
        <span>{t('presale.progress', { percent })}</span>
      </div>
    </div>
  );
}

/** "Starts in" / "Ends in" and the time left, or nothing once sold out or ended; `onElapsed` when it reaches zero. */
export function Countdown({ project: p, now, onElapsed }: { project: PresaleProject; now: number; onElapsed?(): void }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  return (
    <SharedCountdown
      to={presaleCountdownTo(p.state, p)}
      now={now}
      label={t(p.state === 'upcoming' ? 'presale.startsIn' : 'presale.endsIn')}
      format={f.countdown}
      onElapsed={onElapsed}
      className={styles.countdown}
      as="p"
    />
  );
}

/** A project's name and code, state, description, countdown and progress: the top of its card and of its page. */
export function ProjectHead({ project: p, now, onElapsed }: { project: PresaleProject; now: number; onElapsed(): void }) {
  return (
    <>
      <div className={styles.head}>
        <h2>
          {p.name} <span className={styles.code}>{p.code}</span>
        </h2>
        <StateBadge state={p.state} />
      </div>
      <p className={styles.description}>{p.description}</p>
      <Countdown project={p} now={now} onElapsed={onElapsed} />
      <Progress project={p} />
    </>
  );
}
