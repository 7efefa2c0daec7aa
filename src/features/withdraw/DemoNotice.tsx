// What a demo account sees instead of the withdraw form: one message, one way on (issue 30).
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { useSite } from '../../shared/stores/site';
import { DemoUnavailable } from '../../shared/ui/DemoUnavailable';
import { Placeholder } from '../../shared/ui/Page';
import { useLogout } from '../auth';

/**
 * "Demo accounts cannot withdraw. Their funds are virtual." and "Create a real account" (leaves the demo,
 * opens registration). A DAPP_DEMO build has no real account to offer: there the one message is the
 * demo's own "Not available in the demo: withdrawing to a wallet…", with nothing beside it.
 */
export function DemoWithdrawNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  const dappDemo = useSite((s) => s.DAPP_DEMO);
  if (dappDemo) {
    return (
      <Placeholder>
        <DemoUnavailable action="walletWithdraw" />
      </Placeholder>
    );
  }
  return (
    <Placeholder>
      <p role="alert">{t('withdraw.demo')}</p>
      <Button onClick={() => void logout('/pages/common/register')}>{t('withdraw.createRealAccount')}</Button>
    </Placeholder>
  );
}
