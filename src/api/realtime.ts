// The app's one realtime connection (socket.io on the page's origin). It connects on the first
// subscription, so pages without live data never load socket.io-client; this module itself loads with
// the first page that has live data (not in the first screen's bundle).
import { useSession } from '../shared/stores/session';
import { createRealtime } from './socket';

export const realtime = createRealtime({ getToken: () => useSession.getState().token });

// Log in or out: the socket joins or leaves the user's room for `order` events.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) realtime.authenticate();
});
