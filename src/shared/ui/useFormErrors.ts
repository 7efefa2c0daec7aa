import { useState } from 'react';
import { ApiError } from '../../api/http';
import { toast } from '../stores/ui';

/**
 * Field messages of a form: validators put i18n keys at fields; a refusal from the server that names a
 * field lands at that field (mapped to the form's own names), anything else is toasted.
 */
export function useFormErrors<F extends string>(fieldMap: Partial<Record<string, F>> = {}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  /** Runs the checks; returns true when every field passed. */
  function check(rules: Partial<Record<F, string | null>>): boolean {
    const next: Partial<Record<F, string>> = {};
    for (const [field, key] of Object.entries(rules) as [F, string | null][]) if (key) next[field] = key;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  function fromError(err: unknown): void {
    if (!(err instanceof ApiError)) return;
    if (err.kind === 'session' || err.kind === 'verify') return;
    const field = err.field ? (fieldMap[err.field] ?? (err.field as F)) : undefined;
    if (err.kind === 'business' && field) setErrors((e) => ({ ...e, [field]: err.message }));
    else toast(err.message);
  }

  const set = (field: F, message: string | null) => setErrors((e) => ({ ...e, [field]: message ?? undefined }));
  const clear = (field: F) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  return { errors, check, fromError, set, clear };
}
