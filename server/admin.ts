// Admin command line: `npm run admin -- <command> [args]`, talking to a running server with the admin token.
// Each command is one call of the admin contract (src/contract/*): its method and path come from there,
// and its parameters are named as the call's payload names them. The commands live by area in server/cli/.
import { accountsCommands } from './cli/accounts';
import type { Command } from './cli/command';
import { earnCommands } from './cli/earn';
import { marketCommands } from './cli/market';
import { moneyCommands } from './cli/money';
import { reservesCommands } from './cli/reserves';
import { adminTokenFor, dataDirFromEnv, portFromEnv } from './access';

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
  if (!ok) {
    console.error(`Refused: ${String(body.message)}`);
    return 1;
  }
  const printed = chosen.print?.(data) ?? { text: JSON.stringify(data, null, 2), failed: false };
  console.log(printed.text);
  return printed.failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
