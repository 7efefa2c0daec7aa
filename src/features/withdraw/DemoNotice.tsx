// What a demo account sees instead of the withdraw form: why not, and the way to a real account.
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Placeholder } from '../../shared/ui/Page';
import { useLogout } from '../auth';

/** "Demo accounts cannot withdraw", then "Create a real account" (leaves the demo, opens registration). */
export function DemoWithdrawNotice() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Placeholder>
      <p role="alert">{t('withdraw.demo')}</p>
      <Button onClick={() => void logout('/pages/common/register')}>{t('withdraw.createRealAccount')}</Button>
    </Placeholder>
  );
}
