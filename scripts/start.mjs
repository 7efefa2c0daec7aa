#!/usr/bin/env node
// npm start: build the app if the build is missing or older than the sources, then start the
// reference server (API, socket.io and the built app on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const child of fs.readdirSync(p)) visit(path.join(p, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const e of entries) visit(path.join(root, e));
  return newest;
}

const built = path.join(root, 'dist', 'index.html');
const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'];
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < newestMtime(sources)) {
  console.log('Building the app…');
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
