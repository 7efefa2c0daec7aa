// What the identity pages share: the two levels with their limits, state and way on; the contacts a
// level needs to pass; the demo account's notice; when each level was sent and reviewed, and a level's
// rejection with its reason.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import type { LevelState, StateReply } from '../../contract/identity';
import { localeOf } from '../../shared/config/locale';
import { KYC_REJECTED } from '../../shared/identity/rules';
import { formatDateTime } from '../../shared/lib/format';
import { Button } from '../../shared/ui/Button';
import { useLogout } from '../auth';
import styles from './identity.module.css';
import { SECURITY_PATH } from './paths';
import { stateKey, stepOf } from './state';

const LEVELS = [1, 2] as const;

/**
 * Each level's name on its own line and its limits under it, full width: long names and limits (in any
 * of the 12 languages) wrap as text instead of squeezing each other. Then its state and the way on.
 */
export function LevelList({ state, here }: { state: StateReply | undefined; here?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.levels}>
      {LEVELS.map((level) => {
        const s = state ? (level === 1 ? state.level1 : state.level2) : undefined;
        // No link to the page the list is on (the review page lists what is under review).
        const next = state ? stepOf(state, level) : null;
        const step = next && next.to !== here ? next : null;
        const waiting = state && level === 2 && state.level < 1 && !state.demo;
        return (
          <li key={level}>
            <h2>{t(`identity.level${level}.name`)}</h2>
            <p>{t(`identity.level${level}.limits`)}</p>
            <p className={styles.what}>{t(`identity.level${level}.what`)}</p>
            {s && (
              <div className={styles.levelState}>
                <span className={styles.badge} data-status={s.status}>
                  {t(stateKey(s))}
                </span>
                {s.submitted_at !== null && (
                  <span className="muted">
                    {t('identity.submitted', { time: formatDateTime(s.submitted_at, localeOf(i18n.language)) })}
                  </span>
                )}
                {s.decided_at !== null && (
                  <span className="muted">{t('identity.decidedAt', { time: formatDateTime(s.decided_at, localeOf(i18n.language)) })}</span>
                )}
              </div>
            )}
            {s && s.status === KYC_REJECTED && <Rejection state={s} />}
            {waiting && <p className={styles.hint}>{t('identity.level1First')}</p>}
            {step && (
              <Link className="btn" to={step.to} aria-label={`${t(step.label)}: ${t(`identity.level${level}.name`)}`}>
                {t(step.label)}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A rejected level: the admin's reason, and that it may be sent again. */
export function Rejection({ state }: { state: LevelState }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rejection} role="alert">
      <p>{t('identity.rejectedBecause', { reason: state.reason ?? '' })}</p>
      <p className="muted">{t('identity.fixAndResubmit')}</p>
    </div>
  );
}

/** Email and phone, each bound or not: a level passes only with both (SPEC §5). */
export function ContactsCheck({ state }: { state: StateReply }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'email', bound: state.email_bound },
    { key: 'phone', bound: state.phone_bound },
  ] as const;
  return (
    <section className={styles.contacts} aria-labelledby="identity-contacts">
      <h2 id="identity-contacts">{t('identity.contacts.title')}</h2>
      <ul>
        {rows.map((r) => (
          <li key={r.key} data-bound={r.bound}>
            <span>{t(`identity.contacts.${r.key}`)}</span>
            <span className={r.bound ? styles.ok : styles.missing}>
              {t(r.bound ? 'identity.contacts.bound' : 'identity.contacts.missing')}
            </span>
          </li>
        ))}
      </ul>
      {!(state.email_bound && state.phone_bound) && (
        <Link className={styles.bind} to={SECURITY_PATH}>
          {t('identity.contacts.bind')}
        </Link>
      )}
    </section>
  );
}

/** Demo accounts cannot verify: the way to a real account. */
export function DemoNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className={styles.notice}>
      <p role="alert">{t('identity.demo')}</p>
      <Button onClick={() => void logout('/pages/common/register')}>{t('identity.registerReal')}</Button>
    </div>
  );
}
