// A secret made once and kept in the data folder (the admin token, the deposit mnemonic): instances that
// start at once on one folder agree on it, and nothing of a half-written file is ever read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptSecret } from '../../server/access';

describe('keptSecret', () => {
  it('makes the secret once: later callers, whatever they would make, read the first one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-secret-'));
    try {
      const file = path.join(dir, 'nested', 'admin-token');
      expect(keptSecret(file, () => 'first')).toBe('first');
      expect(keptSecret(file, () => 'second')).toBe('first');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['admin-token']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a second maker that finds the file already linked keeps the first secret and leaves no file aside', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-secret-'));
    try {
      const file = path.join(dir, 'deposit-mnemonic');
      // The other instance links its secret between this one's check and its own link.
      const secret = keptSecret(file, () => {
        fs.writeFileSync(file, 'theirs\n', { mode: 0o600 });
        return 'mine';
      });
      expect(secret).toBe('theirs');
      expect(fs.readdirSync(dir)).toEqual(['deposit-mnemonic']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
