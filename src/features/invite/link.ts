// The share link: the app's own address (wherever it is served from) opening registration with the code.
import { INVITE_REGISTER_PATH } from '../../contract/invite';

/** `https://app.example/#/pages/common/register?code=ABCD2345` (the app is hash-routed). */
export function inviteLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${INVITE_REGISTER_PATH}?code=${encodeURIComponent(code)}`;
}
