// Admin commands: accounts, identity, settings, notifications and the test clock. Decisions are recorded
// with who made them: KESTREL_OPERATOR names the operator (else 'admin').
import { adminCalls } from '../../src/contract/admin';
import { identityAdminCalls } from '../../src/contract/identity';
import { noticeAdminCalls } from '../../src/contract/notices';
import { type AuditReport, auditLines } from '../core/auditReport';
import { byOperator, command, type Params, type Command } from './command';

export const accountsCommands: Record<string, Command> = {
  audit: {
    ...command(
      adminCalls.audit,
      'audit',
      'check the books: every invariant held or broken, with examples (exit code 1 if any is broken)',
      () => ({}),
    ),
    print: (data) => {
      const report = data as AuditReport;
      const broken = report.results.filter((r) => !r.held).length;
      return {
        text: [
          ...auditLines(report),
          '',
          broken ? `${broken} of ${report.results.length} broken` : `all ${report.results.length} held`,
        ].join('\n'),
        failed: !report.ok,
      };
    },
  },
  users: command(adminCalls.users, 'users', 'list the newest 200 users', () => ({})),
  user: command(adminCalls.user, 'user <uid>', 'show one user', ([uid]) => (uid ? { uid } : null)),
  kyc: command(
    identityAdminCalls.adminKycVerify,
    'kyc <uid> <level> <reason…>',
    "verify a user's level 1 or 2 yourself (documents seen another way): recorded as a review with the reason (needs email and phone bound)",
    ([uid, level, ...reason], env) => (uid && level && reason.length ? { uid, level, reason: reason.join(' '), ...byOperator(env) } : null),
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
    'kyc-approve <id> [note…]',
    'approve an identity submission (needs email and phone bound): the level is verified',
    ([id, ...note], env) => (id ? { id, ...(note.length ? { reason: note.join(' ') } : {}), ...byOperator(env) } : null),
  ),
  'kyc-reject': command(
    identityAdminCalls.adminKycReject,
    'kyc-reject <id> <reason…>',
    'reject an identity submission with a reason (the user may submit again)',
    ([id, ...reason], env) => (id && reason.length ? { id, reason: reason.join(' '), ...byOperator(env) } : null),
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
  notify: command(
    noticeAdminCalls.adminNotify,
    'notify <uid|all> <text…>',
    'send a notification to one user, or to everyone (all)',
    ([to, ...text]) => (to && text.length ? { ...(to === 'all' ? {} : { uid: to }), text: text.join(' ') } : null),
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
