// The admin command line's building blocks: a command is one call of the admin contract, with its
// synopsis, its help line and how its arguments become the call's payload.
import type { z } from 'zod';
import type { AnyCall } from '../../src/contract/define';

/** The payload of a call as the command line sends it: every field a string (the schemas coerce). */
export type Params<C extends AnyCall> = { [K in keyof z.input<C['req']>]: string };

export interface Command {
  call: AnyCall;
  synopsis: string;
  help: string;
  /** The payload from the arguments (and the environment); null when they are missing (the usage is shown). */
  params: (args: string[], env: NodeJS.ProcessEnv) => Record<string, string> | null;
  /** How the reply is printed (default: as JSON), and whether what it says is a failure (exit code 1). */
  print?: (data: unknown) => { text: string; failed: boolean };
}

export const command = <C extends AnyCall>(
  call: C,
  synopsis: string,
  help: string,
  params: (args: string[], env: NodeJS.ProcessEnv) => Params<C> | null,
): Command => ({
  call,
  synopsis,
  help,
  params,
});

/** `<table>-products` lists a product table; `<table>-product-set <id> <field> <value>` changes one field. */
export function productCommands(table: string, what: string, list: AnyCall, set: AnyCall): Record<string, Command> {
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
export function keyValues(args: string[]): Record<string, string> | null {
  if (args.length === 0 || args.some((a) => !/^\w+=/.test(a))) return null;
  return Object.fromEntries(args.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
}

/** Who the decision is recorded as: the operator KESTREL_OPERATOR names, else the server records 'admin'. */
export const byOperator = (env: NodeJS.ProcessEnv): { by?: string } => (env.KESTREL_OPERATOR ? { by: env.KESTREL_OPERATOR } : {});
