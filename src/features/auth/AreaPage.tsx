import { useTranslation } from 'react-i18next';
import { CALLING_CODES } from '../../shared/config/regions';
import { Page, useGoBack } from '../../shared/ui/Page';
import { RegionList } from '../../shared/ui/RegionList';
import { useAuthDraft } from './draft';

/** Area-code picker: search by country name or code, pick one, go back to the form. */
export default function AreaPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/common/register');
  const { areaCode, patch } = useAuthDraft();
  return (
    <Page title={t('routes.common.area')}>
      <div className="content">
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
