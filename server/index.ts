// Starts the reference server: `npm start` (after building the app) or `npm run server`.
import { createServer } from './app';
import { optionsFromEnv } from './config';
import { DEMO_LOGIN } from './seed';

const options = optionsFromEnv();
const server = await createServer(options);
const url = await server.listen(options.port, options.host);

console.log(`\nKestrel is running at ${url}/`);
console.log(`  API ${url}/api (reading ${options.reading}${options.base64 ? ', base64 replies' : ''}), socket.io ${url}/socket.io`);
console.log(`  database ${options.dataDir}/kestrel.sqlite`);
if (options.mode === 'demo') {
  console.log(`  demo account: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log(`  codes sent by mail or SMS appear in the log and at ${url}/api/dev/outbox?to=<email or mobile>`);
}
console.log('  admin: npm run admin -- help\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
