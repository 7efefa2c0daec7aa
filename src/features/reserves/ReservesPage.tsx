// The Proof of reserves page's frame: its title at once, the view (ReservesView.tsx: figures, the user's
// proof, the addresses, with their styles and the widgets they use) loaded with it, so the route adds only
// this small chunk to the app's first screen (the route table lists each page's chunks).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Placeholder } from '../../shared/ui/Page';

const ReservesView = lazy(() => import('./ReservesView'));

export default function ReservesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.reserves.reserves')}>
      <Suspense fallback={<Placeholder>{t('common.loading')}</Placeholder>}>
        <ReservesView />
      </Suspense>
    </Page>
  );
}
