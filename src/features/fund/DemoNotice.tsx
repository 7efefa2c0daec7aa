// What a demo account sees where real money would move: why not, and the way to a real account.
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { DemoUnavailable } from '../../shared/ui/DemoUnavailable';
import { Placeholder } from '../../shared/ui/Page';
import { useSite } from '../../shared/stores/site';
import { useLogout } from '../auth';

/**
 * "Deposits are not available for demo accounts", paying from a wallet explained as not in the demo,
 * then "Create a real account" (leaves the demo, opens registration) unless the build is a DAPP_DEMO one.
 */
export function DemoDepositNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  const dappDemo = useSite((s) => s.DAPP_DEMO);
  return (
    <Placeholder>
      <p>{t('wallet.demoNoDeposit')}</p>
      <DemoUnavailable action="payFromWallet" />
      {!dappDemo && <Button onClick={() => void logout('/pages/common/register')}>{t('wallet.createRealAccount')}</Button>}
    </Placeholder>
  );
}
