// The login page's "Connect wallet": connect, sign in with Ethereum, or create an account.
import { OpenConnect } from './connect';
import { WalletProviders } from './Providers';
import { RegisterDialog } from './RegisterDialog';
import { SiweAuthentication } from './signIn';

/** `inviteCode`: the code the register page holds (an invite link), offered when a new account is created. */
export function WalletLogin({ attempt, inviteCode = '' }: { attempt: number; inviteCode?: string }) {
  return (
    <WalletProviders authentication={SiweAuthentication}>
      <OpenConnect attempt={attempt} />
      <RegisterDialog inviteCode={inviteCode} />
    </WalletProviders>
  );
}
