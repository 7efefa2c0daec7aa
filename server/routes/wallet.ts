// Wallet calls: SIWE nonce, wallet login and registration, bound addresses. (Stub: being written.)
import type { Db } from '../db';
import type { Router, ServerOptions } from '../http';

export function registerWalletRoutes(_router: Router, _db: Db, _options: ServerOptions): void {}
