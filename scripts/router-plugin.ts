// react-router-dom for the app's build: react-router's production build (no development warnings)
// instead of the development one its package exports name, without react-router/dom (the data router's
// RouterProvider and the framework's HydratedRouter, which the app's HashRouter does not use), and with
// the parts the app does not use left out. The bundle would keep NavLink, Form, the data router's routes
// and their helpers only because each is made by an un-annotated React.forwardRef, React.memo or
// React.createContext call, or named by `X.displayName = "X"`: dropping those statements (names for
// React DevTools only) and marking the calls pure lets the bundler remove what nothing imports. When a
// react-router release writes them differently, nothing matches and the build is only larger
// (`npm run size` says so). The messages of its invariant() and warning() calls (3 KB of text about
// misuse, for developers: the development build has them all) are left out of the app's build too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Alias, type Plugin, parseAst } from 'vite';

const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/** Build-time aliases: react-router-dom and react-router to react-router's production build. */
export const routerAliases: Alias[] = [{ find: /^react-router(-dom)?$/, replacement: path.join(dist, 'production/index.mjs') }];

/**
 * The source with `X.displayName = "…"` statements dropped, React's component and context makers and
 * top-level `new Set(…)` marked pure, and a class's `X.contextType = Context` made a static field of the
 * class (the data router's error boundary stays in the bundle only for that assignment).
 */
export function shakeable(code: string): string {
  const contextTypes = new Map<string, string>();
  return code
    .replace(/^\s*[\w$]+\.displayName = "[\w.]+";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|memo|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
    .replace(/^(var [\w$]+ = )new (Set|Map)\(/gm, '$1/* @__PURE__ */ new $2(')
    .replace(/^([\w$]+)\.contextType = ([\w$]+);$/gm, (_, name: string, context: string) => {
      contextTypes.set(name, context);
      return '';
    })
    .replace(/^var ([\w$]+) = class extends [\w$.]+ \{$/gm, (line, name: string) =>
      contextTypes.has(name) ? `${line}\n  static contextType = ${contextTypes.get(name)};` : line,
    );
}

/** Which argument is the message, by the name of react-router's checks. */
const MESSAGE_ARG: Record<string, number> = { invariant: 1, invariant2: 1, warning: 1, warningOnce: 2 };

/** The kinds of expression a message is written as. */
const MESSAGE_TYPES = new Set(['Literal', 'TemplateLiteral', 'BinaryExpression', 'CallExpression', 'Identifier']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => Boolean(v && typeof v === 'object' && typeof (v as Node).type === 'string');

/**
 * The source with each check's message replaced by a short one: a string, a template, or what builds
 * one (a call such as getDataRouterConsoleError(…), a constant such as navigateEffectWarning), which
 * then goes unused and leaves the bundle too.
 */
export function withoutMessages(code: string): string {
  const cuts: Array<[number, number]> = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier') {
      const at = MESSAGE_ARG[callee.name as string];
      const message = at === undefined ? undefined : (node.arguments as Node[])[at];
      if (message && MESSAGE_TYPES.has(message.type) && !(message.type === 'Literal' && typeof message.value !== 'string'))
        cuts.push([message.start, message.end]);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item);
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}"react-router"${out.slice(end)}`;
  return out;
}

export function routerPlugin(): Plugin {
  return {
    name: 'kestrel-router',
    apply: 'build',
    config: () => ({ resolve: { alias: routerAliases } }),
    transform(code, id) {
      return CHUNK.test(id) ? { code: withoutMessages(shakeable(code)), map: null } : null;
    },
  };
}
