// Checking the payment password before money leaves (withdrawals, sale coin): on the server, with wrong
// attempts slowed like logins (five per account in 15 minutes, then HTTP 429 until the window passes).
import { ApiFailure } from '../../core/http';
import { Throttle, verifyPassword } from '../../core/security';
import type { UserRow } from '../../core/users';

export function createPayPasswordCheck() {
  const failures = new Throttle(5, 15 * 60);
  return {
    /** Resolves when `payPassword` is the user's; refuses at the field `pay_password` otherwise. */
    async verify(user: UserRow, payPassword: string): Promise<void> {
      if (!user.pay_password_hash) throw new ApiFailure('withdrawErrors.noPayPassword', {}, { field: 'pay_password' });
      const key = `pay:${user.id}`;
      failures.check(key, 'withdrawErrors.tooManyAttempts');
      // Counted before the hash is checked, so guesses sent at once get no more tries than a sequence.
      failures.hit(key);
      if (!(await verifyPassword(payPassword, user.pay_password_hash)))
        throw new ApiFailure('withdrawErrors.wrongPayPassword', {}, { field: 'pay_password' });
      failures.reset(key);
    },
  };
}
export type PayPasswordCheck = ReturnType<typeof createPayPasswordCheck>;
