// Admin command line: `npm run admin -- <command> [args]`, talking to a running server with the admin token.
// The commands live by area in server/cli/ (run.ts runs one).
import { runAdmin } from './cli/run';

process.exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
