// The area-code picker of the phone binding: search a country or region (or its calling code), pick one,
// and go back to the form with it filled in.
import { useTranslation } from 'react-i18next';
import { CALLING_CODES } from '../../shared/config/regions';
import { Page, useGoBack } from '../../shared/ui/Page';
import { RegionList } from '../../shared/ui/RegionList';
import { useBindDraft } from './bindDraft';

export default function AreasPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/setting/security?bind=mobile');
  const { areaCode, patch } = useBindDraft();
  return (
    <Page title={t('routes.setting.areas')}>
      <div className="content">
        <p className="muted">{t('account.areasHint')}</p>
        <RegionList
          withCallingCodes
          isSelected={(region) => CALLING_CODES[region] === areaCode}
          onPick={(region) => {
            patch({ areaCode: CALLING_CODES[region] });
            goBack();
          }}
        />
      </div>
    </Page>
  );
}
