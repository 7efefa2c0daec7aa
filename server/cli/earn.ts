// Admin commands: earn products: their parameters, presale projects and dual investment.
import { certificateAdminCalls } from '../../src/contract/certificate';
import { dualAdminCalls } from '../../src/contract/dual';
import { loanProductAdminCalls } from '../../src/contract/loan';
import { presaleAdminCalls } from '../../src/contract/presale';
import { termAdminCalls } from '../../src/contract/quant';
import { command, keyValues, productCommands, type Params, type Command } from './command';

export const earnCommands: Record<string, Command> = {
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
};
