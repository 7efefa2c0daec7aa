// Checking the payment password before money leaves (withdrawals, sale coin): on the server, with wrong
// attempts slowed like logins (five per account in 15 minutes, then HTTP 429 until the window passes).
import { ApiFailure } from '../../core/http';
import { Throttle, verifyPassword } from '../../core/security';
import type { Db } from '../../core/db';
import type { UserRow } from '../../core/users';

export function createPayPasswordCheck(db: Db) {
  const failures = new Throttle(db, 'payPassword', 5, 15 * 60);
  return {
    /** Resolves when `payPassword` is the user's; refuses at the field `pay_password` otherwise. */
    async verify(user: UserRow, payPassword: string): Promise<void> {
      if (!user.pay_password_hash) throw new ApiFailure('withdrawErrors.noPayPassword', {}, { field: 'pay_password' });
      const key = `pay:${user.id}`;
      // Counted before the hash is checked, so guesses sent at once get no more tries than a sequence.
      await failures.take(key, 'withdrawErrors.tooManyAttempts');
      if (!(await verifyPassword(payPassword, user.pay_password_hash)))
        throw new ApiFailure('withdrawErrors.wrongPayPassword', {}, { field: 'pay_password' });
      await failures.reset(key);
    },
  };
}
export type PayPasswordCheck = ReturnType<typeof createPayPasswordCheck>;
