// Starting a demo session of a DAPP_DEMO build (src/shared/config/demo.ts): a fresh demo account from
// user/demo (virtual funds from the demo pool), signed in as accountType demo. Loaded with import()
// only by a DAPP_DEMO build, so a normal build's first screen does not carry it.
import { authCalls } from '../../contract/auth';
import { useDemoStart } from '../stores/demo';
import { useSession } from '../stores/session';
import { callApi as api } from '../transport';

let running: Promise<boolean> | null = null;

/** A fresh demo account, signed in. Resolves true when it started; a failure leaves its reason in useDemoStart. */
export function startDemoSession(): Promise<boolean> {
  running ??= start().finally(() => {
    running = null;
  });
  return running;
}

async function start(): Promise<boolean> {
  useDemoStart.setState({ status: 'starting', error: '' });
  try {
    const reply = await api(authCalls.demoLogin, {}, { quiet: true });
    useSession.getState().signIn(reply.token, reply.uid, reply.account_type);
    useDemoStart.setState({ status: 'idle', error: '' });
    // The user info beside the session, as after any login (the account page loads it again if this fails).
    api(authCalls.userInfo, undefined, { quiet: true }).then(
      (user) => useSession.getState().token === reply.token && useSession.getState().setUser(user),
      () => undefined,
    );
    return true;
  } catch (error) {
    useDemoStart.setState({ status: 'failed', error: error instanceof Error ? error.message : '' });
    return false;
  }
}
