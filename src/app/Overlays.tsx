import { useTranslation } from 'react-i18next';
import { useSession } from '../shared/stores/session';
import { useUi } from '../shared/stores/ui';

/** Toast (above dialogs), slow-call spinner and the DEMO badge of a demo session. */
export function Overlays() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const loading = useUi((s) => s.loading);
  const demo = useSession((s) => s.accountType === 'demo' && Boolean(s.token));
  return (
    <>
      {demo && (
        <div className="demo-badge" data-testid="demo-badge" title={t('shell.demoBadgeHint')}>
          {t('shell.demoBadge')}
        </div>
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
