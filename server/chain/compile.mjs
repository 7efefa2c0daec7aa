#!/usr/bin/env node
// Compiles the dev chain's contracts with the solc npm package (no download) into <Name>.json (abi +
// bytecode): TestUSDT.sol (the test USDT) and KestrelNFT.sol (the platform's ERC-721).
// Run again only when a source changes: `node server/chain/compile.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const solc = require('solc');
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const names = ['TestUSDT', 'KestrelNFT'];

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(names.map((name) => [`${name}.sol`, { content: fs.readFileSync(path.join(here, `${name}.sol`), 'utf8') }])),
  settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
};
const findImports = (file) => {
  const full = path.join(root, 'node_modules', file);
  return fs.existsSync(full) ? { contents: fs.readFileSync(full, 'utf8') } : { error: `not found: ${file}` };
};
const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) {
  for (const e of errors) console.error(e.formattedMessage);
  process.exit(1);
}
for (const name of names) {
  const contract = output.contracts[`${name}.sol`][name];
  const artifact = {
    contractName: name,
    compiler: `solc ${solc.version()}`,
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
  fs.writeFileSync(path.join(here, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`${name}.json written (${solc.version()})`);
}
