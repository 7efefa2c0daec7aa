// Registration asks user/check_email when the email field is left: a taken address is said at the field
// at once, before a code is asked for (the server says the same on sms_mail; both braked per address).
// Each address is asked once per page; a refusal (the brake, the network) says nothing: registration
// itself still checks.
import { useCallback, useRef } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { api } from '../../api';
import { registerCalls } from '../../contract/auth';
import { validateEmail } from '../../shared/lib/validate';

export function useEmailCheck<V extends FieldValues>(form: UseFormReturn<V>, name: FieldPath<V>) {
  const answers = useRef(new Map<string, boolean>());
  return useCallback(
    async (typed: string) => {
      const email = typed.trim().toLowerCase();
      if (validateEmail(email) !== null) return;
      let available = answers.current.get(email);
      if (available === undefined) {
        try {
          available = (await api(registerCalls.checkEmail, { email }, { quiet: true })).available;
        } catch {
          return;
        }
        answers.current.set(email, available);
      }
      const still =
        String(form.getValues(name) as PathValue<V, FieldPath<V>>)
          .trim()
          .toLowerCase() === email;
      if (!available && still) form.setError(name, { type: 'rule', message: 'errors.accountExists' });
    },
    [form, name],
  );
}
