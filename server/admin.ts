// Admin command line: `npm run admin -- <command> [args]`, talking to a running server with the admin token.
import { adminTokenFor, optionsFromEnv } from './config';

const usage = `Usage: npm run admin -- <command> [args]

Commands:
  users                     list the newest 200 users
  user <uid>                show one user
  kyc <uid> <status>        set identity verification: 0 not verified, 1 under review, 2 verified, 3 rejected
  revoke <uid>              end every session of a user
  outbox [email|mobile]     show the codes sent (dev/demo servers only keep them)
  help                      this text

Environment: KESTREL_URL (default http://127.0.0.1:$PORT), ADMIN_TOKEN (default: DATA_DIR/admin-token).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const options = optionsFromEnv();
  const base = process.env.KESTREL_URL || `http://127.0.0.1:${options.port}`;
  const token = adminTokenFor(options.dataDir);

  const routes: Record<string, { method: 'GET' | 'POST'; path: string; params: (a: string[]) => Record<string, string> | null }> = {
    users: { method: 'GET', path: 'users', params: () => ({}) },
    user: { method: 'GET', path: 'user', params: ([uid]) => (uid ? { uid } : null) },
    kyc: { method: 'POST', path: 'kyc', params: ([uid, status]) => (uid && status ? { uid, status } : null) },
    revoke: { method: 'POST', path: 'revoke', params: ([uid]) => (uid ? { uid } : null) },
    outbox: { method: 'GET', path: 'outbox', params: ([to]): Record<string, string> => (to ? { to } : {}) },
  };
  const route = command ? routes[command] : undefined;
  const params = route?.params(args);
  if (!route || !params) {
    console.log(usage);
    return command === 'help' || !command ? 0 : 2;
  }
  const query = new URLSearchParams(params).toString();
  const url = `${base}/api/admin/${route.path}${route.method === 'GET' && query ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method: route.method,
    headers: { 'x-admin-token': token, ...(route.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: route.method === 'POST' ? query : undefined,
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
