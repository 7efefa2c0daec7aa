// Writes server/core/engines/baseline.sql: the PostgreSQL schema the SQLite migrations build, with the
// rows they insert. Run after adding a migration (`npm run pg:baseline`); a test fails while it is stale.
import fs from 'node:fs';
import { BASELINE_FILE } from '../server/core/engines/baselineFile';
import { baselineSql } from '../server/pgBaseline';

fs.writeFileSync(BASELINE_FILE, baselineSql());
console.log(`wrote ${BASELINE_FILE}`);
