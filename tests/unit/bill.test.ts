// The account-change record names every kind of journal entry the contract declares, in English (the
// locale test holds the other languages to the same keys).
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ENTRY_KINDS } from '../../src/contract/index';

it('every entry kind of the contract has its name in bill.kinds, and no other kind is named', () => {
  const file = path.resolve(__dirname, '../../locales/en/bill.json');
  const { bill } = JSON.parse(fs.readFileSync(file, 'utf8')) as { bill: { kinds: Record<string, string> } };
  expect(Object.keys(bill.kinds).sort()).toEqual([...ENTRY_KINDS].sort());
});
