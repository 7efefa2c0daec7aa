// The one realtime connection: socket.io on the app's origin (path /socket.io), SPEC's reconnect
// settings, and every subscription sent again after a reconnect. socket.io-client is loaded on first
// use so it stays out of the first screen's bundle.
import type { Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../shared/config/constants';

export type Channel = { channel: 'ticker' } | { channel: 'kline'; symbol: string; period: string } | { channel: 'depth'; symbol: string };

type Handler = (payload: unknown) => void;

interface Subscription {
  key: string;
  channel: Channel;
  event: string;
  handler: Handler;
}

export function channelKey(channel: Channel): string {
  return Object.values(channel).join(':');
}

export interface RealtimeOptions {
  /** Origin to connect to; the page origin by default. */
  url?: string;
  getToken(): string | null;
  /** Injected for tests; the app loads socket.io-client lazily. */
  load?: () => Promise<typeof import('socket.io-client')>;
}

export function createRealtime(options: RealtimeOptions) {
  const subscriptions = new Set<Subscription>();
  const eventHandlers = new Map<string, Set<Handler>>();
  let socket: Socket | null = null;
  let connecting: Promise<Socket> | null = null;

  function dispatch(event: string, payload: unknown) {
    for (const handler of eventHandlers.get(event) ?? []) handler(payload);
  }

  function resubscribe(s: Socket) {
    const token = options.getToken();
    if (token) s.emit('auth', { token });
    const sent = new Set<string>();
    for (const sub of subscriptions) {
      if (sent.has(sub.key)) continue;
      sent.add(sub.key);
      s.emit('subscribe', sub.channel);
    }
  }

  function connect(): Promise<Socket> {
    if (socket) return Promise.resolve(socket);
    connecting ??= (options.load ?? (() => import('socket.io-client')))().then(({ io }) => {
      const s = io(options.url ?? window.location.origin, { ...SOCKET_OPTIONS, transports: ['websocket', 'polling'] });
      s.on('connect', () => {
        resubscribe(s);
        dispatch('connect', null);
      });
      s.onAny((event: string, payload: unknown) => dispatch(event, payload));
      socket = s;
      return s;
    });
    return connecting;
  }

  function on(event: string, handler: Handler): () => void {
    let set = eventHandlers.get(event);
    if (!set) {
      set = new Set();
      eventHandlers.set(event, set);
    }
    set.add(handler);
    return () => set?.delete(handler);
  }

  /** Subscribes to a channel and calls `handler` for its `event`; returns the unsubscribe function. */
  function subscribe(channel: Channel, event: string, handler: Handler): () => void {
    const sub: Subscription = { key: channelKey(channel), channel, event, handler };
    const alreadyOpen = [...subscriptions].some((s) => s.key === sub.key);
    subscriptions.add(sub);
    const off = on(event, handler);
    void connect().then((s) => {
      if (!alreadyOpen && s.connected) s.emit('subscribe', channel);
    });
    return () => {
      subscriptions.delete(sub);
      off();
      const stillUsed = [...subscriptions].some((s) => s.key === sub.key);
      if (!stillUsed) socket?.emit('unsubscribe', channel);
    };
  }

  /** Sends the session token (after login, or an empty one after logout) so the server moves this socket in or out of the user's room. */
  function authenticate(): void {
    if (socket?.connected) socket.emit('auth', { token: options.getToken() ?? '' });
  }

  function close(): void {
    socket?.close();
    socket = null;
    connecting = null;
  }

  return {
    connect,
    subscribe,
    on,
    authenticate,
    close,
    get socket() {
      return socket;
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
