// Start verification: what each level allows (SPEC §6 limits), where the user stands on each, and the
// way on (the level's form, its review, or a new attempt after a rejection). 998 replies land here.
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../shared/route';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Failed, Page } from '../../shared/ui/Page';
import { ContactsCheck, DemoNotice, LevelList } from './Levels';
import { stateKey, useIdentityState } from './state';

export default function StartVerificationPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const state = useIdentityState();
  const data = state.data;
  return (
    <Page title={t(route.title)}>
      <div className="content">
        <p className="muted">{t('identity.intro')}</p>
        <Cells>
          <Cell label={t('identity.status')} value={data ? t(stateKey({ status: data.kyc_status })) : '…'} />
        </Cells>
        {data?.demo && <DemoNotice />}
        <LevelList state={data} />
        {data && !data.demo && <ContactsCheck state={data} />}
        {state.isError && <Failed message={state.error.message} onRetry={() => void state.refetch()} />}
      </div>
    </Page>
  );
}
