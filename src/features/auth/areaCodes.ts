// Calling codes offered by the area-code picker; country names come from Intl in the user's language.
export const AREA_CODES: ReadonlyArray<{ code: string; region: string }> = [
  { code: '86', region: 'CN' },
  { code: '852', region: 'HK' },
  { code: '853', region: 'MO' },
  { code: '886', region: 'TW' },
  { code: '1', region: 'US' },
  { code: '1', region: 'CA' },
  { code: '44', region: 'GB' },
  { code: '81', region: 'JP' },
  { code: '82', region: 'KR' },
  { code: '65', region: 'SG' },
  { code: '60', region: 'MY' },
  { code: '66', region: 'TH' },
  { code: '84', region: 'VN' },
  { code: '63', region: 'PH' },
  { code: '62', region: 'ID' },
  { code: '91', region: 'IN' },
  { code: '61', region: 'AU' },
  { code: '64', region: 'NZ' },
  { code: '49', region: 'DE' },
  { code: '33', region: 'FR' },
  { code: '39', region: 'IT' },
  { code: '34', region: 'ES' },
  { code: '351', region: 'PT' },
  { code: '7', region: 'RU' },
  { code: '380', region: 'UA' },
  { code: '90', region: 'TR' },
  { code: '971', region: 'AE' },
  { code: '966', region: 'SA' },
  { code: '55', region: 'BR' },
  { code: '52', region: 'MX' },
  { code: '54', region: 'AR' },
  { code: '57', region: 'CO' },
  { code: '27', region: 'ZA' },
  { code: '234', region: 'NG' },
  { code: '20', region: 'EG' },
  { code: '31', region: 'NL' },
  { code: '41', region: 'CH' },
  { code: '46', region: 'SE' },
  { code: '48', region: 'PL' },
  { code: '32', region: 'BE' },
];

export function regionName(region: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
