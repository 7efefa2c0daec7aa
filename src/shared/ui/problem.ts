// A field's message travels as text: an i18n key, `key|{"vars"}` for a key with variables, or a
// message the server already translated.
import type { Problem } from '../lib/amount';

export function encodeProblem(problem: string | Problem): string {
  if (typeof problem === 'string') return problem;
  return problem.vars ? `${problem.key}|${JSON.stringify(problem.vars)}` : problem.key;
}

export function decodeProblem(message: string): Problem {
  const bar = message.indexOf('|{');
  if (bar < 0) return { key: message };
  try {
    return { key: message.slice(0, bar), vars: JSON.parse(message.slice(bar + 1)) as Record<string, string | number> };
  } catch {
    return { key: message };
  }
}
