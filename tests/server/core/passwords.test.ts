// Password hashes (scrypt): each keeps the cost it was made with, so a server whose cost changes (a test
// server's 2^10, an operator's higher one) still verifies every password hashed before; the cost is a
// power of two from 2^10 to 2^20.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, setPasswordCost, verifyPassword } from '../../../server/core/security';

afterAll(() => setPasswordCost(1024));

describe('password hashes', () => {
  it('keep their own cost: one made at 2^14 verifies at 2^10 and back', async () => {
    setPasswordCost(DEFAULT_PASSWORD_COST);
    const strong = await hashPassword('correct horse 1');
    expect(strong).toMatch(/^scrypt\$16384\$/);
    setPasswordCost(1024);
    const light = await hashPassword('correct horse 2');
    expect(light).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('correct horse 1', strong)).toBe(true);
    expect(await verifyPassword('correct horse 1x', strong)).toBe(false);
    setPasswordCost(DEFAULT_PASSWORD_COST);
    expect(await verifyPassword('correct horse 2', light)).toBe(true);
    expect(await verifyPassword('correct horse', light)).toBe(false);
  });

  it('a cost that is not a power of two from 2^10 to 2^20 is refused', () => {
    for (const bad of [0, 512, 1000, 3000, 2 ** 21, Number.NaN, 1024.5]) expect(() => setPasswordCost(bad)).toThrow(/power of two/);
    expect(() => setPasswordCost(2 ** 20)).not.toThrow();
  });
});
