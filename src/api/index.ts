// The app's transport instance, wired to the stores, translations and navigation.
import { REDIRECT_MS } from '../shared/config/constants';
import { t } from '../shared/i18n';
import { currentPath, navigate } from '../shared/nav';
import { usePrefs } from '../shared/stores/prefs';
import { useSession } from '../shared/stores/session';
import { setSharedTransport } from '../shared/transport';
import { toast, useUi } from '../shared/stores/ui';
import type { AnyCall, ReqOf } from '../contract/define';
import { setEarlyTransport } from './early';
import { createHttp, type TransportConfig } from './http';

export { ApiError } from './http';

function readConfig(): TransportConfig {
  const env = import.meta.env;
  return {
    baseUrl: env.VITE_API_BASE || '/api',
    reading: env.VITE_API_READING === 'A' ? 'A' : 'B',
    base64: env.VITE_API_BASE64 === '1' || env.VITE_API_BASE64 === 'true',
  };
}

export const LOGIN_PATH = '/pages/common/login';
/** Where a 998 reply leads: the verification levels, each with its way on. */
export const VERIFY_PATH = '/pages/StartVerification/StartVerification';

/** Navigates from outside React (an app path, as a link would). */
export const go = (path: string): void => navigate(path);

/** Login URL that brings the user back to where they were. */
export function loginPathFrom(from: string = currentPath()): string {
  return from.startsWith(LOGIN_PATH) ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}

let sessionRedirect: ReturnType<typeof setTimeout> | undefined;

export const http = createHttp(readConfig(), {
  getToken: () => useSession.getState().token,
  getLang: () => usePrefs.getState().lang,
  getUid: () => useSession.getState().user.uid || null,
  translate: (key, vars) => t(key, vars),
  toast,
  onSessionInvalid: (message) => {
    toast(message);
    useSession.getState().clear();
    clearTimeout(sessionRedirect);
    const from = currentPath();
    sessionRedirect = setTimeout(() => go(loginPathFrom(from)), REDIRECT_MS);
  },
  onVerifyRequired: (message) => {
    toast(message);
    setTimeout(() => go(VERIFY_PATH), REDIRECT_MS);
  },
  onLoading: (visible) => useUi.getState().setLoading(visible),
});

export const api = http.call;

setEarlyTransport((call, params) => api(call, params as ReqOf<AnyCall>, { quiet: true }));
setSharedTransport(api);
