import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';

/** A route whose feature a later release fills: its title, the nav bar and a short note. */
export default function PlannedPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Page title={t(route.title)} tabs={route.tab !== undefined}>
      <Placeholder>
        <p>{t('shell.planned')}</p>
      </Placeholder>
    </Page>
  );
}
