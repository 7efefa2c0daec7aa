// The demo session of a DAPP_DEMO build, where a page would otherwise ask for a login: starting it,
// why it failed (with a retry), or that it ended (with "Start again"). No password, no wallet.
import { useTranslation } from 'react-i18next';
import { useDemoStart } from '../stores/demo';
import { useSession } from '../stores/session';
import { Button } from './Button';
import { Placeholder } from './Page';

/** The panel; `onStarted` runs once a fresh demo account is signed in (the login route goes on from there). */
export function DemoStartPanel({ onStarted }: { onStarted?: () => void }) {
  const { t } = useTranslation();
  const { status, error } = useDemoStart();
  const signedIn = useSession((s) => Boolean(s.token));
  const start = async () => {
    const { startDemoSession } = await import('../demo/start');
    if (await startDemoSession()) onStarted?.();
  };
  if (status === 'starting') {
    return (
      <Placeholder>
        <p role="status">{t('demo.starting')}</p>
      </Placeholder>
    );
  }
  return (
    <Placeholder>
      {status === 'failed' ? (
        <p role="alert">{t('demo.startFailed', { reason: error || t('errors.failed') })}</p>
      ) : (
        <>
          <p>{signedIn ? t('demo.running') : t('demo.ended')}</p>
          <p className="muted">{t('demo.intro')}</p>
        </>
      )}
      <div style={{ width: 200 }}>
        <Button onClick={() => void start()}>{status === 'failed' ? t('common.retry') : t('demo.startAgain')}</Button>
      </div>
    </Placeholder>
  );
}
