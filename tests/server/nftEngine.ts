// The NFT engine without a server, for the property test and the auditor's test: an in-memory SQLite
// with the scheduler run by hand (the test clock), the engine's parts wired as the module wires them,
// funded real users and an artist; `item` creates an artwork or a series with times relative to now.
import { enableTestClock } from '../../server/core/clock';
import { now } from '../../server/core/db';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import type { ServerOptions } from '../../server/core/options';
import { createScheduler } from '../../server/core/scheduler';
import { type UserRow, userById } from '../../server/core/users';
import { createAuctions } from '../../server/modules/nft/auction';
import { createArtist, createItem, type ItemInput } from '../../server/modules/nft/catalog';
import { createOwners } from '../../server/modules/nft/owners';
import { createSales } from '../../server/modules/nft/sales';
import { createViews } from '../../server/modules/nft/views';
import { addUser, memoryDb } from './fakeFeed';

export const HOUR = 3_600;

export async function nftEngine(users = 4, funding = '3000') {
  enableTestClock();
  const db = await memoryDb();
  const scheduler = await createScheduler(db, () => undefined);
  const views = createViews(db);
  const sales = createSales(db, { chains: [{ chainId: 1 }] } as unknown as ServerOptions, scheduler, notifyNobody, views);
  const auctions = createAuctions(db, scheduler, notifyNobody, views, sales);
  const owners = createOwners(db, views, auctions);
  const uids: number[] = [];
  for (let i = 0; i < users; i++) uids.push(await addUser(db, 'real'));
  await db.transaction(async () => {
    for (const u of uids) await transfer(db, EXTERNAL_ID, u, 1, funding, 'deposit', 'test');
  });
  const artist = await createArtist(db, { name: 'Engine', avatar_url: '/x.svg', bio: '' });
  const user = async (i: number): Promise<UserRow> => {
    const row = await userById(db, uids[i]);
    if (!row) throw new Error(`no user ${i}`);
    return row;
  };
  /** An artwork or series of the artist, on sale from a minute ago until `hours` from now. */
  async function item(fields: Partial<ItemInput> & Pick<ItemInput, 'name' | 'mode' | 'price'>, hours = 100) {
    const t = now();
    const row = await createItem(db, {
      artist_id: artist.id,
      description: '',
      media_type: 'image',
      media_url: '/x.svg',
      start_at: t - 60,
      end_at: t + hours * HOUR,
      ...fields,
    });
    if (row.mode === 'auction') await db.transaction(async () => await auctions.scheduleEnd(row));
    return row;
  }
  return { db, scheduler, views, sales, auctions, owners, uids, user, artist, item };
}

export type NftEngine = Awaited<ReturnType<typeof nftEngine>>;
