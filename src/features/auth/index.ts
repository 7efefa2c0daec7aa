// Public face of the auth feature for other features.
export { SendCodeButton } from './SendCodeButton';
export { useLogout } from './session';
