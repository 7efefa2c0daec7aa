// Wallet actions in a demo session: said to be unavailable, never left to fail (DESIGN.md: a demo
// account cannot deposit or withdraw, and a DAPP_DEMO build runs without any wallet). Every wallet
// entry point asks `useDemoSession()` (src/shared/stores/demo.ts) first and shows <DemoUnavailable action=… /> instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** The wallet actions a demo session explains instead of doing (shell.json `demo.actions.<action>`). */
export type DemoWalletAction =
  | 'walletLogin'
  | 'bindWallet'
  | 'payFromWallet'
  | 'walletWithdraw'
  | 'nftWalletPay'
  | 'nftWithdraw'
  | 'nftTrade';

/** "Not available in the demo: <what>. Your demo account has virtual funds to try everything else." */
export function DemoUnavailable({ action }: { action: DemoWalletAction }) {
  const { t } = useTranslation();
  return (
    <p className="demo-unavailable" role="note" data-testid="demo-unavailable">
      {t('demo.unavailable', { what: t(`demo.actions.${action}`) })}
    </p>
  );
}

/** A wallet action's own button in a demo session: pressing it explains, and loads no wallet. */
export function DemoUnavailableButton({
  action,
  label,
  variant = 'primary',
  open = false,
}: {
  action: DemoWalletAction;
  label: string;
  variant?: 'primary' | 'secondary';
  /** Explain at once (a page opened to do this action, such as the login route with ?wallet=1). */
  open?: boolean;
}) {
  const [pressed, setPressed] = useState(open);
  return (
    <>
      <Button variant={variant} onClick={() => setPressed(true)}>
        {label}
      </Button>
      {pressed && <DemoUnavailable action={action} />}
    </>
  );
}
