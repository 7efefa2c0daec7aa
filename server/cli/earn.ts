// Admin commands: earn products: their parameters, presale projects and dual investment. In production
// mode nothing is on offer until the operator creates it: <term|loan|certificate>-product-create,
// project-create, dual-create.
import { certificateAdminCalls } from '../../src/contract/certificate';
import { dualAdminCalls } from '../../src/contract/dual';
import { loanProductAdminCalls } from '../../src/contract/loan';
import { presaleAdminCalls } from '../../src/contract/presale';
import { termAdminCalls } from '../../src/contract/quant';
import type { AnyCall } from '../../src/contract/define';
import { command, keyValues, productCommands, type Params, type Command } from './command';

/** `<table>-product-create <field=value…>`: a new product with every field named. */
const createCommand = (table: string, call: AnyCall, fields: string) => ({
  [`${table}-product-create`]: command(
    call,
    `${table}-product-create <field=value…>`,
    `create one: ${fields} (each checked like a change; offered at once unless active=0)`,
    (args) => keyValues(args),
  ),
});

export const earnCommands: Record<string, Command> = {
  ...productCommands(
    'term',
    'AI savings products and locked mining plans',
    termAdminCalls.adminTermProducts,
    termAdminCalls.adminTermProductSet,
  ),
  ...createCommand(
    'term',
    termAdminCalls.adminTermProductCreate,
    'kind (quant|lockming) name currency daily_rate days min_amount max_amount penalty_rate max_active kyc_level [active sort]',
  ),
  ...productCommands('loan', 'loan terms', loanProductAdminCalls.adminLoanProducts, loanProductAdminCalls.adminLoanProductSet),
  ...createCommand(
    'loan',
    loanProductAdminCalls.adminLoanProductCreate,
    'currency days daily_rate min_amount max_amount kyc_level [active]',
  ),
  ...productCommands(
    'certificate',
    'certificate deposit terms',
    certificateAdminCalls.adminCertificateProducts,
    certificateAdminCalls.adminCertificateProductSet,
  ),
  ...createCommand(
    'certificate',
    certificateAdminCalls.adminCertificateProductCreate,
    'currency days annual_rate early_rate min_hold_days min_amount max_amount [active]',
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
};
