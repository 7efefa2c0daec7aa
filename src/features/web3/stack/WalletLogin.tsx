// The login page's "Connect wallet": connect, sign in with Ethereum, or create an account.
import { OpenConnect } from './connect';
import { WalletProviders } from './Providers';
import { RegisterDialog } from './RegisterDialog';
import { SiweAuthentication } from './signIn';

export function WalletLogin({ attempt }: { attempt: number }) {
  return (
    <WalletProviders authentication={SiweAuthentication}>
      <OpenConnect attempt={attempt} />
      <RegisterDialog />
    </WalletProviders>
  );
}
