// What the auditor of the books checks of the NFT marketplace: an auction bidder's margin, frozen until the end.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { USDT } from './params';
import { nftMargins } from './schema';

export const nftAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(nftMargins)
      .where(eq(nftMargins.state, 'frozen'))
      .all()
      .map((m) => ({ user_id: m.user_id, wallet: 'legal' as const, currency_id: USDT, amount: m.amount, what: `nft-margin:${m.id}` })),
});
