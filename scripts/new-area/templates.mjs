// The files `npm run new:area NAME` writes: a working read-only area (one list call, its table, its
// page, its strings, its tests) to grow from. `n` is the name (camelCase), `N` the same capitalised.

export const LANGS = ['zh', 'en', 'hk', 'jp', 'kor', 'xp', 'ydl', 'dt', 'fa', 'pn', 'pt', 'tv'];

export const contract = (n, N) => `// The ${n} area's calls, each with its payload and reply schemas (the one description of the API).
import { z } from 'zod';
import { emptyReq } from './common';
import { call } from './define';

export const ${n}Item = z.object({ id: z.number().int(), name: z.string(), created_at: z.number().int() });

export const ${n}Calls = {
  ${n}List: call('GET', '${n}/list', 'public', emptyReq, z.array(${n}Item)),
};

/** Journal entry kinds of this area (labels of the account-change record), when it moves money. */
export const entryKinds = [] as const;

export type ${N}Item = z.output<typeof ${n}Item>;
`;

export const serverIndex = (n) => `// The ${n} area on the server: its routes, tables and seed.
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { register${cap(n)}Routes } from './routes';

export default defineModule({
  name: '${n}',
  after: ['auth'],
  migrations,
  register: register${cap(n)}Routes,
});
`;

export const serverMigrations = (n) => `import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: '${n}-001-items',
    sql: \`
      CREATE TABLE ${n}_items (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );\`,
  },
];
`;

export const serverSchema = (n) => `// The ${n} area's tables, column for column as migrations.ts creates them.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const ${n}Items = sqliteTable('${n}_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  created_at: integer('created_at').notNull(),
});
`;

export const serverRoutes = (n) => `import { asc } from 'drizzle-orm';
import { ${n}Calls } from '../../../src/contract/${n}';
import type { ModuleKit } from '../../core/module';
import { ${n}Items } from './schema';

export function register${cap(n)}Routes({ route, db }: ModuleKit): void {
  route(${n}Calls.${n}List, () => db.select().from(${n}Items).orderBy(asc(${n}Items.id)).all());
}
`;

export const featureRoutes = (n, N) => `import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['${n}'], [{ path: '/pages/${n}/${n}', load: () => import('./${N}Page') }]);
`;

export const featureIndex = (n) => `// Public face of the ${n} feature for other features (keep it light).
export {};
`;

export const featurePage = (n, N) => `import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { ${n}Calls } from '../../contract/${n}';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './${n}.module.css';

export default function ${N}Page() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useCallQuery(${n}Calls.${n}List);
  return (
    <Page title={t(route.title)}>
      <div className="content">
        {list.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {list.data?.length === 0 && <Placeholder>{t('${n}.empty')}</Placeholder>}
        <ul className={styles.list} aria-label={t(route.title)}>
          {list.data?.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.name}
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
`;

export const featureCss = () => `.list {
  list-style: none;
  margin: 0;
  padding: 0;
}
.item {
  background: var(--card);
  border-radius: 10px;
  padding: 12px;
  margin-bottom: 12px;
}
`;

/** English placeholders in every language: the locale test fails until they are translated. */
export const strings = (n, N, withTitle) =>
  `${JSON.stringify({ [n]: { empty: `No ${n} items yet`, title: N }, ...(withTitle ? { routes: { [n]: { [n]: N } } } : {}) }, null, 2)}
`;

export const serverTest = (n) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('${n}', () => {
  it('lists its items (the reply is checked against its schema)', async () => {
    const { status, body } = await get(t.api, '${n}/list');
    expect(status).toBe(200);
    expect(body.type).toBe('ok');
    expect(Array.isArray(body.message)).toBe(true);
  });
});
`;

export const e2eTest = (n) => `import { expect, test } from '@playwright/test';
import { stringsOf } from '../strings';

test('the ${n} page opens with its title and its list', async ({ page }) => {
  const en = stringsOf('en') as { routes: Record<string, Record<string, string>> };
  await page.goto('/#/pages/${n}/${n}');
  await expect(page.getByRole('heading', { level: 1, name: en.routes.${n}.${n} })).toBeVisible();
});
`;

function cap(n) {
  return n[0].toUpperCase() + n.slice(1);
}
