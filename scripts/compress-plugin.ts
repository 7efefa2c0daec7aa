// Writes .br and .gz copies of the built text assets so the server sends them precompressed.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kestrel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else if (COMPRESSIBLE.test(entry.name)) {
            const data = fs.readFileSync(file);
            if (data.length < 1024) continue;
            fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
            fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }
        }
      };
      visit(outDir);
    },
  };
}
