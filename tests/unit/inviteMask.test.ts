// How an inviter sees a friend's account: never whole, always recognisable (properties over many inputs).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAddress, maskEmail, maskMobile } from '../../server/modules/invite/mask';
import { inviteLink } from '../../src/features/invite/link';

describe('masking an invited friend', () => {
  it('examples', () => {
    expect(maskEmail('anna@example.com')).toBe('an***@example.com');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskMobile('13812345678')).toBe('138******78');
    expect(maskMobile('12345')).toBe('1****');
    expect(maskMobile('12345678')).toBe('12****78');
    expect(maskAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe('0x5290…9ee7');
  });

  it('a mobile number: at least half of its digits (four at least) hidden, the length kept', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,15}$/), (mobile) => {
        const masked = maskMobile(mobile);
        expect(masked).toHaveLength(mobile.length);
        const hidden = [...masked].filter((c) => c === '*').length;
        expect(hidden).toBeGreaterThanOrEqual(Math.max(4, mobile.length / 2));
        expect(masked).not.toBe(mobile);
      }),
    );
  });

  it('an email: the domain kept, at most two characters of the name shown', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const at = email.lastIndexOf('@');
        expect(masked.endsWith(email.slice(at))).toBe(true);
        expect(masked.slice(0, masked.lastIndexOf('@'))).toMatch(/^.{0,2}\*\*\*$/);
        if (at > 3) expect(masked).not.toContain(email.slice(0, at));
      }),
    );
  });

  it('the share link opens registration with the code, under the app’s own address', () => {
    expect(inviteLink('ABCD2345', { origin: 'https://app.example', pathname: '/' })).toBe(
      'https://app.example/#/pages/common/register?code=ABCD2345',
    );
    expect(inviteLink('ABCD2345', { origin: 'http://127.0.0.1:8080', pathname: '/kestrel/index.html' })).toBe(
      'http://127.0.0.1:8080/kestrel/index.html#/pages/common/register?code=ABCD2345',
    );
  });
});
