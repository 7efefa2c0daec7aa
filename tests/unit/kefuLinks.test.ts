// The customer-service contacts an operator may set (setting kf_links): a JSON list of named http(s) or
// mailto: links, at most 8, names 1–30 characters; '' is none. Anything else is refused whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContactUrl, KEFU_SETTING_RULES, KF_MAX_LINKS, parseKfLinks } from '../../server/modules/content/kefu';

describe('kf_links', () => {
  it('reads a list of named contacts, trimmed, in order; empty is none', () => {
    expect(parseKfLinks('')).toEqual([]);
    expect(parseKfLinks('[]')).toEqual([]);
    expect(
      parseKfLinks(
        JSON.stringify([
          { name: ' Telegram ', url: 'https://t.me/help ' },
          { name: 'Mail', url: 'mailto:help@example.com' },
        ]),
      ),
    ).toEqual([
      { name: 'Telegram', url: 'https://t.me/help' },
      { name: 'Mail', url: 'mailto:help@example.com' },
    ]);
  });

  it('refuses anything that is not such a list', () => {
    for (const value of [
      'x',
      '{}',
      '[1]',
      '[{"name":"A"}]',
      '[{"name":"","url":"https://t.me/a"}]',
      JSON.stringify([{ name: 'A'.repeat(31), url: 'https://t.me/a' }]),
      JSON.stringify([{ name: 'A', url: 'javascript:alert(1)' }]),
      JSON.stringify([{ name: 'A', url: 'tg://resolve?domain=a' }]),
      JSON.stringify([{ name: 'A', url: 'mailto:nobody' }]),
      JSON.stringify(Array.from({ length: KF_MAX_LINKS + 1 }, () => ({ name: 'A', url: 'https://t.me/a' }))),
    ]) {
      expect(parseKfLinks(value), value).toBeNull();
      expect(KEFU_SETTING_RULES.kf_links(value), value).toBe(false);
    }
  });

  it('never lets a link through that is not http(s) or mailto:', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.oneof(
          fc.webUrl(),
          fc.emailAddress().map((e) => `mailto:${e}`),
          fc.string({ maxLength: 60 }),
        ),
        (name, url) => {
          const links = parseKfLinks(JSON.stringify([{ name, url }]));
          if (links === null) return;
          expect(links[0].url).toMatch(/^(https?:\/\/|mailto:)/i);
          expect(isContactUrl(links[0].url)).toBe(true);
        },
      ),
    );
  });

  it('kefu_url: http(s) or empty', () => {
    expect(KEFU_SETTING_RULES.kefu_url('')).toBe(true);
    expect(KEFU_SETTING_RULES.kefu_url('https://help.example.com/chat')).toBe(true);
    for (const v of ['javascript:alert(1)', 'ftp://example.com', 'help.example.com', 'mailto:a@example.com'])
      expect(KEFU_SETTING_RULES.kefu_url(v)).toBe(false);
  });
});
