// Deposit, step one: the coin and the chain, or a fiat rail (bank wire, bank card). The coins are the
// currencies that move on a chain (currency/list); the chains, the user's deposit addresses of that coin.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { walletCalls } from '../../contract/wallet';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { FiatDepositOptions } from '../salecoin';
import { useInAddresses } from './api';
import { DemoDepositNotice } from './DemoNotice';

/** Deposit: the coin (USDT) and the chain to deposit on, or dollars by bank wire or bank card. */
export default function DepositSelectPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, demo } = useInAddresses();
  const currencies = useCallQuery(walletCalls.currencyList, {}, { quiet: true, staleTime: 300_000, enabled: !demo });
  const coins = (currencies.data ?? []).filter((c) => c.chains.length > 0).map((c) => c.code);
  const [picked, setPicked] = useState<string | null>(null);
  const coin = picked && coins.includes(picked) ? picked : (coins[0] ?? data?.[0]?.currency ?? null);
  const addresses = (data ?? []).filter((a) => a.currency === coin);
  return (
    <Page title={t('routes.fund.select')}>
      {demo ? (
        <DemoDepositNotice />
      ) : (
        <div className="content">
          <h2 className="section-title">{t('wallet.chooseCoin')}</h2>
          {coins.length > 0 && (
            <div className="segmented">
              {coins.map((code) => (
                <button key={code} type="button" aria-pressed={code === coin} onClick={() => setPicked(code)}>
                  {code}
                </button>
              ))}
            </div>
          )}
          <h2 className="section-title">{t('wallet.chooseChain')}</h2>
          {isPending || currencies.isPending ? (
            <p className="muted">{t('wallet.loading')}</p>
          ) : isError || addresses.length === 0 ? (
            <p className="muted">{t('wallet.noChains')}</p>
          ) : (
            <Cells>
              {addresses.map((c) => (
                <Cell key={c.chain_id} label={`${c.currency} · ${c.name}`} to={`/pages/fund/receive?chain=${c.chain_id}`} />
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
