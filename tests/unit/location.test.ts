// The location pages' pieces: links that open a place in the phone's maps app or on OpenStreetMap, the
// coordinates read from a query, and the region search (names in the user's language, calling codes).
import { describe, expect, it } from 'vitest';
import { mapsAppUrl, parseCoordinate, webMapUrl } from '../../src/features/location/mapsLink';
import { CALLING_CODES, isCallingCode, REGIONS, regionName } from '../../src/shared/config/regions';
import { matchRegions } from '../../src/shared/ui/RegionList';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('maps links', () => {
  it('coordinates: a geo: URI with the place as label on Android, Apple Maps on an iPhone, an OSM pin on the web', () => {
    const place = { latitude: 51.5007, longitude: -0.1246, name: 'Big Ben', address: 'Westminster, London' };
    expect(mapsAppUrl(place, ANDROID)).toBe('geo:51.5007,-0.1246?q=51.5007,-0.1246(Big%20Ben%2C%20Westminster%2C%20London)');
    expect(mapsAppUrl(place, IPHONE)).toBe('https://maps.apple.com/?ll=51.5007%2C-0.1246&q=Big+Ben%2C+Westminster%2C+London');
    expect(webMapUrl(place)).toBe('https://www.openstreetmap.org/?mlat=51.5007&mlon=-0.1246#map=16/51.5007/-0.1246');
  });

  it('an address only: a search in the maps app and on OpenStreetMap', () => {
    const place = { address: '1 Infinite Loop, Cupertino' };
    expect(mapsAppUrl(place, ANDROID)).toBe('geo:0,0?q=1%20Infinite%20Loop%2C%20Cupertino');
    expect(mapsAppUrl(place, IPHONE)).toBe('https://maps.apple.com/?q=1+Infinite+Loop%2C+Cupertino');
    expect(webMapUrl(place)).toBe('https://www.openstreetmap.org/search?query=1%20Infinite%20Loop%2C%20Cupertino');
  });

  it('coordinates are numbers within ±90 / ±180; anything else is not a coordinate', () => {
    expect(parseCoordinate('51.5007', 90)).toBe(51.5007);
    expect(parseCoordinate('-180', 180)).toBe(-180);
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('181', 180)).toBeNull();
    for (const bad of [null, '', 'abc', '1e2', '12,5', 'NaN', 'Infinity', '0x10']) expect(parseCoordinate(bad, 90)).toBeNull();
  });
});

describe('regions and calling codes', () => {
  it('every region has a name in every language and a calling code of 1 to 4 digits', () => {
    for (const locale of ['en', 'zh-CN', 'ja', 'de', 'ru', 'vi']) {
      for (const region of REGIONS) expect(regionName(region, locale), `${region} ${locale}`).not.toBe(region);
    }
    for (const code of Object.values(CALLING_CODES)) expect(code).toMatch(/^[1-9]\d{0,3}$/);
    expect(REGIONS.length).toBeGreaterThan(230);
  });

  it('known calling codes pass with or without +, others do not', () => {
    expect(['86', '+44', '1', '1876', '852'].every(isCallingCode)).toBe(true);
    expect(['999', '0', '', '+', '44a', '8'].some(isCallingCode)).toBe(false);
  });

  it('search finds a region by its name in the language shown, its English name, its code or calling code', () => {
    const names = (q: string, locale = 'en', codes = true) => matchRegions(q, locale, codes).map((r) => r.region);
    expect(names('japan')).toEqual(['JP']);
    expect(names('日本', 'zh-CN')).toEqual(['JP']);
    expect(names('Japan', 'zh-CN')).toEqual(['JP']);
    // Names that start with the text come first ("aland" is also in "New Zealand").
    expect(names('aland')).toEqual(['AX', 'NZ']);
    expect(names('+1')[0]).toBe('CA');
    expect(names('+1').slice(0, 2)).toEqual(['CA', 'US']);
    expect(names('+44')).toEqual(expect.arrayContaining(['GB', 'GG', 'IM', 'JE']));
    expect(names('44', 'en', false)).toEqual([]);
    expect(names('de')).toContain('DE');
    expect(names('zzzz')).toEqual([]);
    // Sorted by the name in the language shown.
    const all = matchRegions('', 'en', true).map((r) => r.name);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
