// Deposit calls: the chains, the user's deposit addresses, reporting a transaction hash, the records;
// and the admin's report of credited deposits a chain reorganisation took away.
import { asc, count, desc, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { depositAdminCalls, walletCalls } from '../../../src/contract/wallet';
import type * as W from '../../../src/contract/wallet';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import type { ChainConfig } from '../../core/options';
import { readPage } from '../../core/paging';
import { currencies } from '../../core/schema';
import type { UserRow } from '../../core/users';
import { depositAddressOf, depositReply, reportDeposit } from './deposits';
import type { FiatDeposits } from './fiat';
import { reorgReports } from './reorg';
import { deposits } from './schema';

export function registerDepositRoutes({ route, db, options }: ModuleKit, fiat: FiatDeposits): void {
  const chains = options.chains ?? [];
  const info = (chain: ChainConfig): W.ChainInfo => ({
    chain_id: chain.chainId,
    name: chain.name,
    rpc_url: chain.rpcUrl,
    usdt: chain.usdt,
    explorer: chain.explorer,
    confirmations: chain.confirmations,
  });
  const chainOf = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId);
    if (!chain) throw new ApiFailure('walletErrors.unknownChain', {}, { field: 'chain_id' });
    return chain;
  };
  const depositor = (user: UserRow, field: string) => {
    if (user.account_type === 'demo') throw new ApiFailure('walletErrors.demoNoDeposit', {}, { field });
    return user;
  };

  route(walletCalls.chains, () => chains.map(info));

  // Only USDT moves on a chain (deposits and withdrawals); every other currency is held and traded here.
  route(walletCalls.currencyList, async () =>
    (await db.select().from(currencies).orderBy(asc(currencies.id)).all()).map((c) => ({
      ...c,
      chains: c.code === 'USDT' ? chains.map((ch) => ({ chain_id: ch.chainId, name: ch.name })) : [],
    })),
  );

  route(walletCalls.inAddress, async ({ chain_id }, ctx) => {
    const user = depositor(ctx.user, 'chain_id');
    const wanted = chain_id === undefined ? chains : [chainOf(chain_id)];
    return await db.transaction(async () => {
      const addresses = [];
      for (const chain of wanted)
        addresses.push({
          ...info(chain),
          currency: 'USDT' as const,
          address: getAddress(await depositAddressOf(db, options, user.id, chain.chainId)),
        });
      return addresses;
    });
  });

  route(walletCalls.chargeReq, async (input, ctx) => {
    if (input.type === 'card') {
      const { amount, screenshot, tx_suffix, remitter } = input;
      // The schema requires every proof field for a card recharge.
      if (!amount || !screenshot || !tx_suffix || !remitter) throw new ApiFailure('fiatErrors.amount', {}, { field: 'amount' });
      return await fiat.request(ctx.user, 'card', { amount, screenshot, tx_suffix, remitter });
    }
    const user = depositor(ctx.user, 'tx_hash');
    const chain = chainOf(input.chain_id ?? 0);
    return depositReply(await reportDeposit(db, options, chain, user.id, (input.tx_hash ?? '').toLowerCase()));
  });

  route(walletCalls.rechargeLog, async ({ type, page, limit }, ctx) => {
    const user = ctx.user;
    if (type === '1') return await fiat.log(user.id, page, limit);
    const where = eq(deposits.user_id, user.id);
    return await readPage(
      db.select().from(deposits).where(where).orderBy(desc(deposits.id)),
      db.select({ n: count() }).from(deposits).where(where),
      { page, limit },
      depositReply,
    );
  });

  route(depositAdminCalls.adminReorged, async ({ state }) => await reorgReports(db, { state }));
}
