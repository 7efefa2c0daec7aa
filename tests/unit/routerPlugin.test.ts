// The build's rewrites of react-router (scripts/router-plugin.ts): on small examples, and on the installed
// release, where each must still find what it is written for (a release that writes them differently
// would only make the first screen larger, and this says which one stopped matching).
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { routerAliases, shakeable, withoutMessages } from '../../scripts/router-plugin';

const production = path.dirname(routerAliases[0].replacement as string);
const mainChunk = fs
  .readdirSync(production)
  .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
  .map((file) => fs.readFileSync(path.join(production, file), 'utf8'))
  .find((code) => code.includes('function HashRouter('));

describe('the router plugin', () => {
  it('drops DevTools names, marks React makers and top-level sets pure, and moves contextType into its class', () => {
    const code = [
      'var Ctx = React2.createContext(null);',
      'Ctx.displayName = "Ctx";',
      'var Link = React4.forwardRef(function Link2() {});',
      'var methods = new Set(["POST"]);',
      'var Boundary = class extends React2.Component {',
      '  render() { return this.context; }',
      '};',
      'Boundary.contextType = Ctx;',
    ].join('\n');
    const out = shakeable(code);
    expect(out).toContain('var Ctx = /* @__PURE__ */ React2.createContext(null);');
    expect(out).not.toContain('displayName');
    expect(out).toContain('var Link = /* @__PURE__ */ React4.forwardRef(');
    expect(out).toContain('var methods = /* @__PURE__ */ new Set(');
    expect(out).toContain('var Boundary = class extends React2.Component {\n  static contextType = Ctx;');
    expect(out).not.toContain('Boundary.contextType');
    expect(() => parseAst(out)).not.toThrow();
  });

  it("replaces the checks' messages, however written, and nothing else", () => {
    const code = [
      `invariant(ok, \`No route \${path}\`);`,
      'invariant2(ok, "plain");',
      'warning(cond, navigateEffectWarning);',
      'warning(cond, "a" + b);',
      'warningOnce(key, cond, getMessage(key));',
      'invariant(ok);',
      'other(ok, "kept");',
    ].join('\n');
    expect(withoutMessages(code).split('\n')).toEqual([
      'invariant(ok, "react-router");',
      'invariant2(ok, "react-router");',
      'warning(cond, "react-router");',
      'warning(cond, "react-router");',
      'warningOnce(key, cond, "react-router");',
      'invariant(ok);',
      'other(ok, "kept");',
    ]);
  });

  it('finds each of its patterns in the installed react-router, and leaves code that parses', () => {
    expect(mainChunk, 'the production chunk with HashRouter').toBeDefined();
    const code = mainChunk as string;
    const out = withoutMessages(shakeable(code));
    expect(code).toMatch(/^\s*[\w$]+\.displayName = "[\w.]+";$/m);
    expect(out).not.toMatch(/\.displayName = "/);
    expect(code).toMatch(/= React\d*\.(forwardRef|memo|createContext)\(/);
    expect(out).not.toMatch(/= React\d*\.(forwardRef|memo|createContext)\(/);
    expect(code).toMatch(/^var validMutationMethods = new Set\(/m);
    expect(out).toMatch(/^var validMutationMethods = \/\* @__PURE__ \*\/ new Set\(/m);
    expect(code).toMatch(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m);
    expect(out).toMatch(/^var RenderErrorBoundary = class extends React\d*\.Component \{\n {2}static contextType = RSCRouterContext;/m);
    expect(out).not.toMatch(/\.contextType = /);
    expect(code).toContain('You should call navigate() in a React.useEffect()');
    expect(out).not.toMatch(/warning\([^;]*navigateEffectWarning/);
    expect(out).not.toMatch(/\b(invariant2?|warning)\([^;]*`/);
    expect(() => parseAst(out)).not.toThrow();
  });
});
