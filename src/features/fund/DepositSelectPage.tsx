// Deposit, step one: the coin and the chain, or a fiat rail (bank wire, bank card).
import { useTranslation } from 'react-i18next';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { FiatDepositOptions } from '../rails';
import { useInAddresses } from './api';
import { DemoDepositNotice } from './DemoNotice';

/** Deposit: the coin (USDT) and the chain to deposit on, or dollars by bank wire or bank card. */
export default function DepositSelectPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, demo } = useInAddresses();
  return (
    <Page title={t('routes.fund.select')}>
      {demo ? (
        <DemoDepositNotice />
      ) : (
        <div className="content">
          <h2 className="section-title">{t('wallet.chooseCoin')}</h2>
          <div className="segmented">
            <button type="button" aria-pressed="true">
              USDT
            </button>
          </div>
          <h2 className="section-title">{t('wallet.chooseChain')}</h2>
          {isPending ? (
            <p className="muted">{t('wallet.loading')}</p>
          ) : isError || !data?.length ? (
            <p className="muted">{t('wallet.noChains')}</p>
          ) : (
            <Cells>
              {data.map((c) => (
                <Cell key={c.chain_id} label={`USDT · ${c.name}`} to={`/pages/fund/receive?chain=${c.chain_id}`} />
              ))}
            </Cells>
          )}
          <FiatDepositOptions />
          <Cells>
            <Cell label={t('routes.fund.receive_withdraw_record')} to="/pages/fund/receive_withdraw_record" />
          </Cells>
        </div>
      )}
    </Page>
  );
}
