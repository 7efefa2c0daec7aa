// Admin command line: `npm run admin -- <command> [args]`, talking to a running server with the admin token.
// Each command is one call of the admin contract (src/contract/admin.ts): its method and path come from
// there, and its parameters are named as the call's payload names them.
import type { z } from 'zod';
import { adminCalls } from '../src/contract/admin';
import { couponAdminCalls } from '../src/contract/coupon';
import { certificateAdminCalls } from '../src/contract/certificate';
import { dualAdminCalls } from '../src/contract/dual';
import { loanAdminCalls, loanProductAdminCalls } from '../src/contract/loan';
import { copyAdminCalls } from '../src/contract/copytrade';
import { termAdminCalls } from '../src/contract/quant';
import { identityAdminCalls } from '../src/contract/identity';
import { nftCalls } from '../src/contract/nft';
import { nftAdminCalls } from '../src/contract/nftAdmin';
import { noticeAdminCalls } from '../src/contract/notices';
import { otcAdminCalls } from '../src/contract/otc';
import { presaleAdminCalls } from '../src/contract/presale';
import { saleAdminCalls } from '../src/contract/salecoin';
import { depositAdminCalls, fiatAdminCalls } from '../src/contract/wallet';
import { withdrawAdminCalls } from '../src/contract/withdraw';
import type { AnyCall } from '../src/contract/define';
import { adminTokenFor, dataDirFromEnv, portFromEnv } from './config';

/** The payload of a call as the command line sends it: every field a string (the schemas coerce). */
type Params<C extends AnyCall> = { [K in keyof z.input<C['req']>]: string };

interface Command {
  call: AnyCall;
  synopsis: string;
  help: string;
  /** The payload from the arguments; null when they are missing (the usage is shown). */
  params: (args: string[]) => Record<string, string> | null;
}

const command = <C extends AnyCall>(call: C, synopsis: string, help: string, params: (args: string[]) => Params<C> | null): Command => ({
  call,
  synopsis,
  help,
  params,
});

/** `<table>-products` lists a product table; `<table>-product-set <id> <field> <value>` changes one field. */
function productCommands(table: string, what: string, list: AnyCall, set: AnyCall): Record<string, Command> {
  return {
    [`${table}-products`]: command(list, `${table}-products`, `list the ${what} (offered or not)`, () => ({})),
    [`${table}-product-set`]: command(
      set,
      `${table}-product-set <id> <field> <value>`,
      `change one parameter of one of the ${what} (new orders get it)`,
      ([id, field, value]) => (id && field && value ? { id, field, value } : null),
    ),
  };
}

/** `field=value` arguments as a payload (a value may hold spaces when quoted); null when one has no `=`. */
function keyValues(args: string[]): Record<string, string> | null {
  if (args.length === 0 || args.some((a) => !/^\w+=/.test(a))) return null;
  return Object.fromEntries(args.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
}

const commands: Record<string, Command> = {
  users: command(adminCalls.users, 'users', 'list the newest 200 users', () => ({})),
  user: command(adminCalls.user, 'user <uid>', 'show one user', ([uid]) => (uid ? { uid } : null)),
  kyc: command(
    adminCalls.kyc,
    'kyc <uid> <status> [level]',
    'override identity verification: 0 none, 1 under review, 2 verified (level 1 or 2, default 2), 3 rejected',
    ([uid, status, level]) => (uid && status ? { uid, status, ...(level ? { level } : {}) } : null),
  ),
  'kyc-queue': command(
    identityAdminCalls.adminKycQueue,
    'kyc-queue [status]',
    'list identity submissions (pending by default; approved, rejected)',
    ([status]) => (status ? ({ status } as Params<typeof identityAdminCalls.adminKycQueue>) : {}),
  ),
  'kyc-show': command(
    identityAdminCalls.adminKycShow,
    'kyc-show <id>',
    'show one identity submission: the details, photo ids (admin/kyc/photo), contacts',
    ([id]) => (id ? { id } : null),
  ),
  'kyc-approve': command(
    identityAdminCalls.adminKycApprove,
    'kyc-approve <id>',
    'approve an identity submission (needs email and phone bound): the level is verified',
    ([id]) => (id ? { id } : null),
  ),
  'kyc-reject': command(
    identityAdminCalls.adminKycReject,
    'kyc-reject <id> <reason…>',
    'reject an identity submission with a reason (the user may submit again)',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  revoke: command(adminCalls.revoke, 'revoke <uid>', 'end every session of a user', ([uid]) => (uid ? { uid } : null)),
  outbox: command(adminCalls.outbox, 'outbox [email|mobile]', 'show the codes sent (dev/demo servers only keep them)', ([to]) =>
    to ? { to } : {},
  ),
  settings: command(adminCalls.settings, 'settings', 'list the operator settings (fee rates, fiats, site config)', () => ({})),
  setting: command(
    adminCalls.setting,
    'setting <key> <value>',
    'change one setting (rates and lists are checked first)',
    ([key, ...rest]) => (key && rest.length ? { key, value: rest.join(' ') } : null),
  ),
  withdrawals: command(
    withdrawAdminCalls.adminWithdrawals,
    'withdrawals [status]',
    'list withdrawals (pending, approved, sent, completed, rejected, failed)',
    ([status]) => (status ? ({ status } as Params<typeof withdrawAdminCalls.adminWithdrawals>) : {}),
  ),
  approve: command(
    withdrawAdminCalls.adminWithdrawApprove,
    'approve <id>',
    'approve a pending withdrawal: the hot wallet sends it',
    ([id]) => (id ? { id } : null),
  ),
  reject: command(
    withdrawAdminCalls.adminWithdrawReject,
    'reject <id> <reason…>',
    'reject a pending withdrawal with a reason (unfrozen)',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  deposits: command(
    fiatAdminCalls.adminDeposits,
    'deposits [status]',
    'list wire and bank-card deposits (pending, approved, rejected)',
    ([status]) => (status ? ({ status } as Params<typeof fiatAdminCalls.adminDeposits>) : {}),
  ),
  'deposit-approve': command(
    fiatAdminCalls.adminDepositApprove,
    'deposit-approve <id>',
    'approve a wire or card deposit: credits the funding account',
    ([id]) => (id ? { id } : null),
  ),
  'deposit-reject': command(
    fiatAdminCalls.adminDepositReject,
    'deposit-reject <id> <reason…>',
    'reject a wire or card deposit with a reason',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  reorged: command(
    depositAdminCalls.adminReorged,
    'reorged [missing|restored]',
    'list credited USDT deposits whose block left the chain (missing: not back on it; balances untouched)',
    ([state]) => (state ? ({ state } as Params<typeof depositAdminCalls.adminReorged>) : {}),
  ),
  sales: command(saleAdminCalls.adminSales, 'sales [status]', 'list sale-coin orders (pending, paid, rejected)', ([status]) =>
    status ? ({ status } as Params<typeof saleAdminCalls.adminSales>) : {},
  ),
  'sale-paid': command(
    saleAdminCalls.adminSalePaid,
    'sale-paid <id>',
    'mark a sale-coin order paid (the USD was sent): the USDT leaves',
    ([id]) => (id ? { id } : null),
  ),
  'sale-reject': command(
    saleAdminCalls.adminSaleReject,
    'sale-reject <id> <reason…>',
    'reject a sale-coin order with a reason (unfrozen)',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  notify: command(
    noticeAdminCalls.adminNotify,
    'notify <uid|all> <text…>',
    'send a notification to one user, or to everyone (all)',
    ([to, ...text]) => (to && text.length ? { ...(to === 'all' ? {} : { uid: to }), text: text.join(' ') } : null),
  ),
  'coupon-grant': command(
    couponAdminCalls.adminCouponGrant,
    'coupon-grant <uid> <amount> <days> [note…]',
    'give a user a trial voucher of <amount> USDT for contract orders, valid <days> days',
    ([uid, amount, days, ...note]) =>
      uid && amount && days ? { uid, amount, days, ...(note.length ? { note: note.join(' ') } : {}) } : null,
  ),
  coupons: command(couponAdminCalls.adminCoupons, 'coupons [uid]', 'list the newest 200 vouchers (of one user)', ([uid]) =>
    uid ? { uid } : {},
  ),
  loans: command(loanAdminCalls.adminLoans, 'loans [status]', 'list loans (pending, issued, overdue, repaid, rejected)', ([status]) =>
    status ? ({ status } as Params<typeof loanAdminCalls.adminLoans>) : {},
  ),
  'loan-approve': command(
    loanAdminCalls.adminLoanApprove,
    'loan-approve <id>',
    'approve a loan application: the principal is credited to the funding account',
    ([id]) => (id ? { id } : null),
  ),
  'loan-reject': command(
    loanAdminCalls.adminLoanReject,
    'loan-reject <id> <reason…>',
    'reject a loan application with a reason (shown to the user)',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  'loan-collect': command(
    loanAdminCalls.adminLoanCollect,
    'loan-collect <id>',
    'collect an overdue loan from the funding balance (what there is, up to what is owed)',
    ([id]) => (id ? { id } : null),
  ),
  'lead-traders': command(
    copyAdminCalls.adminLeadTraders,
    'lead-traders',
    'list the lead traders with their profit-share rate and strategy',
    () => ({}),
  ),
  'lead-trader': command(
    copyAdminCalls.adminLeadTraderSet,
    'lead-trader <uid> <0|1> [share_rate] [strategy|none]',
    'flag (1) or unflag (0) a lead trader, with the published profit-share rate (0-0.2); unflagging ends the follows',
    ([user_id, active, share_rate, strategy]) =>
      user_id && (active === '0' || active === '1')
        ? ({ user_id, active, ...(share_rate ? { share_rate } : {}), ...(strategy ? { strategy } : {}) } as Params<
            typeof copyAdminCalls.adminLeadTraderSet
          >)
        : null,
  ),
  ...productCommands(
    'term',
    'AI savings products and locked mining plans',
    termAdminCalls.adminTermProducts,
    termAdminCalls.adminTermProductSet,
  ),
  ...productCommands('loan', 'loan terms', loanProductAdminCalls.adminLoanProducts, loanProductAdminCalls.adminLoanProductSet),
  ...productCommands(
    'certificate',
    'certificate deposit terms',
    certificateAdminCalls.adminCertificateProducts,
    certificateAdminCalls.adminCertificateProductSet,
  ),
  projects: command(presaleAdminCalls.adminProjects, 'projects', 'list the presale projects with their state and orders', () => ({})),
  'project-create': command(
    presaleAdminCalls.adminProjectCreate,
    'project-create <field=value…>',
    'create a presale: code name supply price start_at end_at delivery_at min_amount max_amount [decimals description] (times: unix seconds)',
    (args) => keyValues(args) as Params<typeof presaleAdminCalls.adminProjectCreate> | null,
  ),
  'project-update': command(
    presaleAdminCalls.adminProjectUpdate,
    'project-update <id> <field=value…>',
    'change a presale before its sale starts (the fields of project-create)',
    ([id, ...args]) => {
      const fields = keyValues(args);
      return id && fields ? ({ id, ...fields } as Params<typeof presaleAdminCalls.adminProjectUpdate>) : null;
    },
  ),
  'project-close': command(
    presaleAdminCalls.adminProjectClose,
    'project-close <id>',
    'stop a presale now (orders made are still delivered)',
    ([id]) => (id ? { id } : null),
  ),
  'dual-create': command(
    dualAdminCalls.adminDualCreate,
    'dual-create <coin> <call|put> <strike> <annual_rate> <start_in_s> <days> <shares> <per_user_limit>',
    'create a dual investment product starting in <start_in_s> seconds (e.g. BTC call 100000 0.5 3600 3 1000 50)',
    ([coin, type, strike, annual_rate, start_in, days, shares, per_user_limit]) =>
      coin && type && strike && annual_rate && start_in && days && shares && per_user_limit
        ? ({ coin, type, strike, annual_rate, start_in, days, shares, per_user_limit } as Params<typeof dualAdminCalls.adminDualCreate>)
        : null,
  ),
  duals: command(
    dualAdminCalls.adminDuals,
    'duals [status]',
    'list dual investment products with their settlement (open, closed, running, settled)',
    ([status]) => (status ? ({ status } as Params<typeof dualAdminCalls.adminDuals>) : {}),
  ),
  'dual-close': command(
    dualAdminCalls.adminDualClose,
    'dual-close <id>',
    'stop subscriptions to a dual product (orders bought stay and settle)',
    ([id]) => (id ? { id } : null),
  ),
  'otc-orders': command(
    otcAdminCalls.adminOtcOrders,
    'otc-orders [status]',
    'list OTC orders (unpaid, paid, disputed, released…)',
    ([status]) => (status ? ({ status } as Params<typeof otcAdminCalls.adminOtcOrders>) : {}),
  ),
  'otc-decide': command(
    otcAdminCalls.adminOtcDecide,
    'otc-decide <id> <release|refund> <reason…>',
    'decide an OTC dispute: release the escrow to the buyer or return it to the seller, with a reason both see',
    ([id, outcome, ...reason]) =>
      id && outcome && reason.length ? ({ id, outcome, reason: reason.join(' ') } as Params<typeof otcAdminCalls.adminOtcDecide>) : null,
  ),
  'nft-artists': command(nftCalls.getArtist, 'nft-artists', 'list the NFT artists with their number of works', () => ({ limit: '200' })),
  'nft-artist-create': command(
    nftAdminCalls.adminNftArtistCreate,
    'nft-artist-create <field=value…>',
    'add an NFT artist (an account of its own receives sales and royalties): name avatar_url [bio]',
    (args) => keyValues(args) as Params<typeof nftAdminCalls.adminNftArtistCreate> | null,
  ),
  'nft-items': command(nftAdminCalls.adminNftItems, 'nft-items', 'list every NFT artwork and blind series with its state', () => ({})),
  'nft-item-create': command(
    nftAdminCalls.adminNftItemCreate,
    'nft-item-create <field=value…>',
    'add an artwork: artist_id name media_url mode(fixed|auction|blind) price start_at end_at [min_raise margin | supply prizes=JSON] (unix seconds)',
    (args) => keyValues(args) as Params<typeof nftAdminCalls.adminNftItemCreate> | null,
  ),
  'nft-fees': command(
    nftAdminCalls.adminNftFees,
    'nft-fees [field=value…]',
    'show or change the NFT platform_fee_rate and royalty_rate (fractions, below 0.5 together)',
    (args) => (args.length ? (keyValues(args) as Params<typeof nftAdminCalls.adminNftFees> | null) : {}),
  ),
  clock: command(
    adminCalls.clock,
    'clock <ms>',
    'move the clock of a test server (TEST_CLOCK=1) forward by <ms> milliseconds and run what came due',
    ([ms]) => (ms ? { advance_ms: ms } : null),
  ),
  price: command(
    adminCalls.price,
    'price <symbol> <price>',
    "move a symbol's price on a test server (TEST_CLOCK=1) now; the simulated market goes on from it",
    ([symbol, price]) => (symbol && price ? { symbol, price } : null),
  ),
};

const line = (synopsis: string, help: string) => `  ${synopsis.padEnd(26)}${help}`;
const usage = `Usage: npm run admin -- <command> [args]

Commands:
${[...Object.values(commands).map((c) => line(c.synopsis, c.help)), line('help', 'this text')].join('\n')}

Environment: KESTREL_URL (default http://127.0.0.1:$PORT), ADMIN_TOKEN (default: DATA_DIR/admin-token).`;

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const chosen = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  const params = chosen?.params(args);
  if (!chosen || !params) {
    console.log(usage);
    return name === 'help' || !name ? 0 : 2;
  }
  const base = process.env.KESTREL_URL || `http://127.0.0.1:${portFromEnv()}`;
  const token = adminTokenFor(dataDirFromEnv());
  const { method, path } = chosen.call;
  const query = new URLSearchParams(params).toString();
  const inUrl = method === 'GET' || method === 'DELETE';
  const url = `${base}/api/${path}${inUrl && query ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { 'x-admin-token': token, ...(inUrl ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
    body: inUrl ? undefined : query,
  }).catch((err: Error) => {
    console.error(`Cannot reach ${base}: ${err.message}`);
    return null;
  });
  if (!response) return 1;
  const text = await response.text();
  let body: { type?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(text.trimStart().startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    console.error(text);
    return 1;
  }
  const ok = body.type === 'ok' || body.type === 1;
  const data = body.type === 1 ? body.data : body.message;
  if (ok) console.log(JSON.stringify(data, null, 2));
  else console.error(`Refused: ${String(body.message)}`);
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
