// Bank cards, domestic (cash_save) and international (cash_save_international): a verified identity
// first (998), every field checked at its field with nothing saved on a refusal, saving again replaces,
// and a user reads only their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/core/schema';
import { post, startServer, type TestServer } from './helpers';
import { freshEmail, registerEmail } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

const verify = async (uid: number) => await t.server.db.update(users).set({ kyc_status: 2 }).where(eq(users.id, uid)).run();
const card = { real_name: 'Ana Souza', bank_name: 'Banco do Brasil', card_number: '6222 0212 3456 7890 123', branch: 'Paulista' };
const intl = {
  aba: '011000015',
  account_address: 'DE89 3704 0044 0532 0130 00',
  bank_name: 'Deutsche Bank',
  network: 'SWIFT',
  swift: 'deutdeff',
  contact_phone: '+49 151 2345 6789',
};

describe('bank cards', () => {
  it('need a verified identity, to read and to save (998)', async () => {
    const { token } = await registerEmail(t.api, freshEmail('bank'));
    for (const [path, form] of [
      ['user/cash_save', card],
      ['user/cash_save_international', intl],
      ['user/cash_info_international', {}],
    ] as const) {
      expect((await post(t.api, path, form, token)).body.type).toBe(998);
    }
    expect(await t.server.db.$sql.get('SELECT count(*) AS n FROM bank_cards')).toEqual({ n: 0 });
  });

  it('saves the domestic card without the typed spaces, replaces it, and keeps it to its owner', async () => {
    const me = await registerEmail(t.api, freshEmail('bank'));
    await verify(me.uid);
    const saved = await post(t.api, 'user/cash_save', card, me.token);
    expect(saved.body).toMatchObject({ type: 'ok', message: { ...card, card_number: '6222021234567890123' } });
    await post(t.api, 'user/cash_save', { ...card, branch: 'Centro' }, me.token);
    expect((await post(t.api, 'user/cash_info', {}, me.token)).body.message).toMatchObject({
      branch: 'Centro',
      card_number: '6222021234567890123',
    });
    const other = await registerEmail(t.api, freshEmail('bank'));
    await verify(other.uid);
    expect((await post(t.api, 'user/cash_info', {}, other.token)).body.message).toBeNull();
  });

  it('refuses each bad field at that field and saves nothing', async () => {
    const me = await registerEmail(t.api, freshEmail('bank'));
    await verify(me.uid);
    const bad: Array<[string, string, string]> = [
      ['real_name', ' ', 'cash_save'],
      ['bank_name', 'B', 'cash_save'],
      ['card_number', '1234', 'cash_save'],
      ['card_number', '6222abcd34567890', 'cash_save'],
      ['branch', '', 'cash_save'],
      ['aba', '011000016', 'cash_save_international'],
      ['account_address', 'DE89-ÄÖ', 'cash_save_international'],
      ['network', 'PIGEON', 'cash_save_international'],
      ['swift', 'DEUT1EFF', 'cash_save_international'],
      ['contact_phone', 'call me', 'cash_save_international'],
    ];
    for (const [field, value, path] of bad) {
      const form = path === 'cash_save' ? { ...card, [field]: value } : { ...intl, [field]: value };
      const { body } = await post(t.api, `user/${path}`, form, me.token);
      expect(body, `${field}=${value}`).toMatchObject({ type: 'error', field });
      expect(body.message).not.toMatch(/^bankErrors\./);
    }
    expect((await post(t.api, 'user/cash_info', {}, me.token)).body.message).toBeNull();
    expect((await post(t.api, 'user/cash_info_international', {}, me.token)).body.message).toBeNull();
  });

  it('saves the international card normalised', async () => {
    const me = await registerEmail(t.api, freshEmail('bank'));
    await verify(me.uid);
    await post(t.api, 'user/cash_save_international', intl, me.token);
    expect((await post(t.api, 'user/cash_info_international', {}, me.token)).body.message).toEqual({
      aba: '011000015',
      account_address: 'DE89370400440532013000',
      bank_name: 'Deutsche Bank',
      network: 'SWIFT',
      swift: 'DEUTDEFF',
      contact_phone: '+4915123456789',
    });
  });
});
