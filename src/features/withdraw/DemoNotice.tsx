// What a demo account sees instead of the withdraw form: why not, and the way to a real account.
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { useSite } from '../../shared/stores/site';
import { DemoUnavailable } from '../../shared/ui/DemoUnavailable';
import { Placeholder } from '../../shared/ui/Page';
import { useLogout } from '../auth';

/**
 * "Demo accounts cannot withdraw", a withdrawal to a wallet explained as not in the demo, then "Create a
 * real account" (leaves the demo, opens registration) unless the build is a DAPP_DEMO one.
 */
export function DemoWithdrawNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  const dappDemo = useSite((s) => s.DAPP_DEMO);
  return (
    <Placeholder>
      <p role="alert">{t('withdraw.demo')}</p>
      <DemoUnavailable action="walletWithdraw" />
      {!dappDemo && <Button onClick={() => void logout('/pages/common/register')}>{t('withdraw.createRealAccount')}</Button>}
    </Placeholder>
  );
}
