// A field's message (problem.ts) as the user reads it.
import { useTranslation } from 'react-i18next';
import { decodeProblem } from './problem';

/** A field's message in the user's language: a known key translated with its vars, else the text as it came. */
export function useProblemText(error: string | null | undefined): string | null {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const problem = decodeProblem(error);
  // With its vars: a plural key exists in the form its count asks for.
  return i18n.exists(problem.key, problem.vars) ? t(problem.key, problem.vars) : error;
}
