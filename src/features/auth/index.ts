// Public face of the auth feature for other features.
export { PasswordPair } from './fields';
// The account feature's forms behave like the auth ones (belongs in the kit, src/shared/ui/form.tsx).
export { CodeField } from './SendCodeButton';
export { safeRedirect, useLogout } from './session';
