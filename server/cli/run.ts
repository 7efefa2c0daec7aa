// The admin command line's commands and how one runs (server/admin.ts is its entry; tests run it in
// their own process with `runAdmin`). Each command is one call of the admin contract (src/contract/*):
// its method and path come from there, and its parameters are named as the call's payload names them.
import { accountsCommands } from './accounts';
import type { Command } from './command';
import { earnCommands } from './earn';
import { marketCommands } from './market';
import { moneyCommands } from './money';
import { reservesCommands } from './reserves';
import { adminTokenFor, dataDirFromEnv, portFromEnv } from '../access';

const commands: Record<string, Command> = {
  ...accountsCommands,
  ...moneyCommands,
  ...earnCommands,
  ...marketCommands,
  ...reservesCommands,
};

const line = (synopsis: string, help: string) => `  ${synopsis.padEnd(26)}${help}`;
const usage = `Usage: npm run admin -- <command> [args]

Commands:
${[...Object.values(commands).map((c) => line(c.synopsis, c.help)), line('help', 'this text')].join('\n')}

Environment: KESTREL_URL (default http://127.0.0.1:$PORT), ADMIN_TOKEN (default: DATA_DIR/admin-token).`;

/** Where a run of the command line reads its settings and writes what it prints. */
export interface AdminIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
}

/** Runs one command (`argv`: its name and arguments) against the running server; resolves with the exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const { env } = io;
  const [name, ...args] = argv;
  const chosen = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  const params = chosen?.params(args, env);
  if (!chosen || !params) {
    io.out(usage);
    return name === 'help' || !name ? 0 : 2;
  }
  const base = env.KESTREL_URL || `http://127.0.0.1:${portFromEnv(env)}`;
  const token = adminTokenFor(dataDirFromEnv(env), env);
  const { method, path } = chosen.call;
  const query = new URLSearchParams(params).toString();
  const inUrl = method === 'GET' || method === 'DELETE';
  const url = `${base}/api/${path}${inUrl && query ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { 'x-admin-token': token, ...(inUrl ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
    body: inUrl ? undefined : query,
  }).catch((err: Error) => {
    io.err(`Cannot reach ${base}: ${err.message}`);
    return null;
  });
  if (!response) return 1;
  const text = await response.text();
  let body: { type?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(text.trimStart().startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    io.err(text);
    return 1;
  }
  const ok = body.type === 'ok' || body.type === 1;
  const data = body.type === 1 ? body.data : body.message;
  if (!ok) {
    io.err(`Refused: ${String(body.message)}`);
    return 1;
  }
  const printed = chosen.print?.(data) ?? { text: JSON.stringify(data, null, 2), failed: false };
  io.out(printed.text);
  return printed.failed ? 1 : 0;
}
