// The demo session of a DAPP_DEMO build, where a page would otherwise ask for a login: starting it, or
// that it ended (with "Start again"). No password, no wallet. A start that failed is said on every page
// (DemoStartFailure, in the shell's overlays) with its reason and a retry.
import { useTranslation } from 'react-i18next';
import { useDemoStart } from '../stores/demo';
import { useSession } from '../stores/session';
import { Button } from './Button';
import { Placeholder } from './Page';

async function startAgain(onStarted?: () => void) {
  const { startDemoSession } = await import('../demo/start');
  if (await startDemoSession()) onStarted?.();
}

/** The panel; `onStarted` runs once a fresh demo account is signed in (the login route goes on from there). */
export function DemoStartPanel({ onStarted }: { onStarted?: () => void }) {
  const { t } = useTranslation();
  const status = useDemoStart((s) => s.status);
  const signedIn = useSession((s) => Boolean(s.token));
  if (status !== 'idle') {
    return (
      <Placeholder>
        {/* A failure has its message and retry in the overlay (one on every page). */}
        <p role="status">{status === 'starting' ? t('demo.starting') : t('demo.intro')}</p>
      </Placeholder>
    );
  }
  return (
    <Placeholder>
      <p>{signedIn ? t('demo.running') : t('demo.ended')}</p>
      <p className="muted">{t('demo.intro')}</p>
      <div style={{ width: 200 }}>
        <Button onClick={() => void startAgain(onStarted)}>{t('demo.startAgain')}</Button>
      </div>
    </Placeholder>
  );
}

/** A DAPP_DEMO start that failed, above every page: the reason and "Retry". Nothing when it did not fail. */
export function DemoStartFailure() {
  const { t } = useTranslation();
  const { status, error } = useDemoStart();
  if (status !== 'failed') return null;
  return (
    <div className="demo-start-failed" role="alert">
      <p>{t('demo.startFailed', { reason: error || t('errors.failed') })}</p>
      <Button onClick={() => void startAgain()}>{t('common.retry')}</Button>
    </div>
  );
}
