// Customer service (SPEC: GET /kf, GET /kefu; the kefu/index page): the operator's contacts are settings,
// none by default — a production server starts with none, and the page then says so plainly.
//   kf_links  a JSON list of {"name", "url"}: each an http(s) link to a messenger account or a mailto: address
//   kefu_url  the support page (http or https), or '' for none
import type { KfLink } from '../../../src/contract/content';
import { isEmail, isUrl } from '../../../src/shared/lib/validate';
import type { Db } from '../../core/db';
import { getSetting } from '../../core/settings';

/** How many contacts the list may hold, and the longest name. */
export const KF_MAX_LINKS = 8;
export const KF_NAME_MAX = 30;

/** A contact's address: http(s), or mailto: with a valid email. */
export function isContactUrl(url: string): boolean {
  if (url.startsWith('mailto:')) return isEmail(url.slice('mailto:'.length));
  return isUrl(url);
}

/** The contacts in a `kf_links` value, or null when the value is not a valid list ('' is the empty list). */
export function parseKfLinks(value: string): KfLink[] | null {
  if (value.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length > KF_MAX_LINKS) return null;
  const links: KfLink[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') return null;
    const { name, url } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof url !== 'string') return null;
    const n = name.trim();
    if (n.length === 0 || n.length > KF_NAME_MAX || !isContactUrl(url.trim())) return null;
    links.push({ name: n, url: url.trim() });
  }
  return links;
}

/** The setting rules, for the admin's `setting` command. */
export const KEFU_SETTING_RULES: Record<string, (value: string) => boolean> = {
  kf_links: (v) => parseKfLinks(v) !== null,
  kefu_url: (v) => v === '' || isUrl(v),
};

/** The contacts as set (a value stored before these rules counts as none). */
export const kfLinks = async (db: Db): Promise<KfLink[]> => parseKfLinks(await getSetting(db, 'kf_links', '')) ?? [];

/** The support page as set, or '' when none (or not an http(s) address). */
export async function kefuUrl(db: Db): Promise<string> {
  const url = (await getSetting(db, 'kefu_url', '')).trim();
  return isUrl(url) ? url : '';
}
