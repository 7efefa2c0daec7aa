import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DAPP_DEMO } from '../shared/config/demo';
import { useUi } from '../shared/stores/ui';
import { useDemoSession } from '../shared/stores/demo';

/** Only a DAPP_DEMO build shows it: its own small chunk, never in the first screen of the others. */
const DemoStartFailure = /* @__PURE__ */ lazy(() => import('../shared/ui/DemoStartPanel').then((m) => ({ default: m.DemoStartFailure })));

/** Toast (above dialogs), slow-call spinner and the DEMO badge of a demo session. */
export function Overlays() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const loading = useUi((s) => s.loading);
  // A demo account's session, and every page of a DAPP_DEMO build (even before its session started).
  const demo = useDemoSession();
  return (
    <>
      {demo && (
        <div className="demo-badge" data-testid="demo-badge" title={t('shell.demoBadgeHint')}>
          {t('shell.demoBadge')}
        </div>
      )}
      {DAPP_DEMO && (
        <Suspense fallback={null}>
          <DemoStartFailure />
        </Suspense>
      )}
      {loading && (
        <div className="loading-mask">
          <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
        </div>
      )}
      {toast && (
        <div className="toast" role="status" aria-live="polite" key={toast.id}>
          {toast.message}
        </div>
      )}
    </>
  );
}
