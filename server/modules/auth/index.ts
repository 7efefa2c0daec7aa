// Accounts: registration, login (password, demo), sessions, codes by mail and SMS, passwords.
import type { CodeScene } from '../../../src/contract/auth';
import { defineModule } from '../../core/module';
import { hashPassword } from '../../core/security';
import { createUser } from '../../core/users';
import { userByEmail } from './accounts';
import { grantAllDemoAccounts } from './demo';
import { migrations } from './migrations';
import { createPayPasswordCheck, type PayPasswordCheck } from './payPassword';
import { registerAuthRoutes } from './routes';

declare module '../../core/module' {
  interface Services {
    payPassword: PayPasswordCheck;
    /** Checks and spends the newest unused code of a scene for a destination (refused at the field `code`). */
    codes: { spend(target: string, scene: CodeScene, code: string): Promise<void> };
  }
}

export const DEMO_LOGIN = { email: 'demo@kestrel.test', password: 'kestrel123' } as const;

export default defineModule({
  name: 'auth',
  // The signup voucher (coupon) a new account gets.
  after: ['coupon'],
  migrations,
  async seed({ db, options }) {
    if (options.mode !== 'demo') return;
    if (await userByEmail(db, DEMO_LOGIN.email)) return;
    const hash = await hashPassword(DEMO_LOGIN.password);
    await db.transaction(async () => await createUser(db, { email: DEMO_LOGIN.email, password_hash: hash, account_type: 'demo' }));
  },
  async register(kit) {
    registerAuthRoutes(kit);
    kit.provide('payPassword', createPayPasswordCheck(kit.db));
    // The seeded demo account gets its funds (all seeds, the market's currencies among them, ran before).
    await grantAllDemoAccounts(kit.db);
  },
});
