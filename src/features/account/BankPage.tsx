// The bank card page: the card bound to the verified identity, if any.
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { accountCalls } from '../../contract/account';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page, Placeholder } from '../../shared/ui/Page';

/** Bank card: needs a verified identity; the server answers 998 and the app goes to verification. */
export default function BankPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCallQuery(accountCalls.cashInfo, undefined, { retry: false });
  return (
    <Page title={t('routes.setting.bank')}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {isError && <Placeholder>{t('errors.verifyFirst')}</Placeholder>}
        {data === null && <Placeholder>{t('account.noBankCard')}</Placeholder>}
        {data && (
          <Cells>
            <Cell label={t('account.realName')} value={data.real_name} />
            <Cell label={t('account.bankName')} value={data.bank_name} />
            <Cell label={t('account.cardNumber')} value={`•••• ${data.card_number.slice(-4)}`} />
            <Cell label={t('account.branch')} value={data.branch} />
          </Cells>
        )}
      </div>
    </Page>
  );
}
