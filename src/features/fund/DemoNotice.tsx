// What a demo account sees where real money would move: why not, and the way to a real account.
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Placeholder } from '../../shared/ui/Page';
import { useLogout } from '../auth';

/** "Deposits are not available for demo accounts", then "Create a real account" (leaves the demo, opens registration). */
export function DemoDepositNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Placeholder>
      <p>{t('wallet.demoNoDeposit')}</p>
      <Button onClick={() => void logout('/pages/common/register')}>{t('wallet.createRealAccount')}</Button>
    </Placeholder>
  );
}
