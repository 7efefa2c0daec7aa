// Identity verification: where the user stands and what each level allows.
import { useTranslation } from 'react-i18next';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { useUserInfo } from './userInfo';

const STATUS = ['notVerified', 'underReview', 'verified', 'rejected'] as const;

/** Identity verification: the current state and the two levels and their limits (SPEC §6). */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { data } = useUserInfo();
  const status = data ? STATUS[data.kyc_status] : undefined;
  return (
    <Page title={t('routes.setting.real')}>
      <div className="content">
        <Cells>
          <Cell label={t('kyc.status')} value={status ? t(`kyc.${status}`) : '…'} />
        </Cells>
        <Cells>
          <Cell label={t('kyc.level1')} value={t('kyc.level1Limits')} />
          <Cell label={t('kyc.level2')} value={t('kyc.level2Limits')} />
        </Cells>
        <p className="muted">{t('kyc.howTo')}</p>
      </div>
    </Page>
  );
}
