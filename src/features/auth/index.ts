// Public face of the auth feature for other features.
export { PasswordPair } from './fields';
export { SendCodeButton } from './SendCodeButton';
export { safeRedirect, useLogout } from './session';
