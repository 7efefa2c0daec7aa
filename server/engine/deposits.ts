// USDT deposits: per-user HD deposit addresses and the chain watcher. (Stub: being written.)
import type { Server } from 'socket.io';
import type { Db } from '../db';
import type { Router, ServerOptions } from '../http';

export function createDepositWatcher(_db: Db, _options: ServerOptions, _io: Server | null) {
  return { start: () => undefined, stop: async () => undefined, scan: async () => undefined };
}
export type DepositWatcher = ReturnType<typeof createDepositWatcher>;
export function registerDepositRoutes(_router: Router, _db: Db, _options: ServerOptions, _watcher: DepositWatcher): void {}
