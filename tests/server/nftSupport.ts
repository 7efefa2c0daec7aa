// Helpers of the NFT server tests: calls with the envelope checked, users with funding, admin-made items
// with times relative to the server's clock, balance snapshots.
import { expect } from 'vitest';
import { balanceOf, EXTERNAL_ID, FEES_ID, transfer } from '../../server/core/ledger';
import { nftArtists } from '../../server/modules/nft/schema';
import type { NftItem } from '../../src/contract/nft';
import { get, post, type TestServer } from './helpers';
import { freshEmail, registerEmail } from './support';

export const USDT = 1;
const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };

export function nftKit(server: () => TestServer) {
  const t = () => server();
  const db = () => t().server.db;

  async function admin<T>(path: string, form: Record<string, string>, method: 'GET' | 'POST' = 'POST'): Promise<T> {
    const res = await fetch(`${t().api}/${path}`, {
      method,
      headers: ADMIN,
      body: method === 'POST' ? new URLSearchParams(form) : undefined,
    });
    const body = (await res.json()) as { type: string; message: T };
    expect(body.type, JSON.stringify(body)).toBe('ok');
    return body.message;
  }
  async function call(path: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
    const { body } = method === 'GET' ? await get(t().api, path, form, token) : await post(t().api, path, form, token);
    return body as { type: unknown; message: unknown; field?: string };
  }
  async function ok<T>(path: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST'): Promise<T> {
    const body = await call(path, form, token, method);
    expect(body.type, JSON.stringify(body)).toBe('ok');
    return body.message as T;
  }
  async function user(usdt = '0', label = 'nft') {
    const me = await registerEmail(t().api, freshEmail(label));
    if (usdt !== '0') await db().transaction(async () => await transfer(db(), EXTERNAL_ID, me.uid, USDT, usdt, 'deposit', 'test'));
    return me;
  }
  const funding = async (uid: number) => (await balanceOf(db(), uid, USDT)).available.toFixed();
  const frozen = async (uid: number) => (await balanceOf(db(), uid, USDT)).frozen.toFixed();
  const fees = async () => (await balanceOf(db(), FEES_ID, USDT)).available;
  const artistUid = async (artistId: number) => (await db().select().from(nftArtists).all()).find((a) => a.id === artistId)?.user_id ?? 0;
  const nowSec = () => Math.floor(t().server.clock.ms() / 1000);

  let artist: { id: number } | null = null;
  async function item(fields: Record<string, string>): Promise<NftItem> {
    artist ??= await admin<{ id: number }>('admin/nft/artist/create', { name: 'Test Artist', avatar_url: '/nft/artists/1.svg' });
    const at = nowSec();
    return admin<NftItem>('admin/nft/item/create', {
      artist_id: String(artist.id),
      name: 'Test piece',
      media_url: '/nft/art/aurora.svg',
      start_at: String(at - 60),
      end_at: String(at + 86_400),
      ...fields,
    });
  }
  /** Every balance of the given users and of the fee account, to compare before and after a refusal. */
  async function snapshot(uids: number[]): Promise<string> {
    const rows: string[][] = [];
    for (const uid of [...uids, FEES_ID]) rows.push([await funding(uid), await frozen(uid)]);
    return JSON.stringify(rows);
  }

  return { admin, call, ok, user, funding, frozen, fees, artistUid, item, snapshot, nowSec };
}
