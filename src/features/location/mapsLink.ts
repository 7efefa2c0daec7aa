// Links that show a place without a map of our own (map keys are unset, SPEC §9): the phone's maps app
// (a geo: URI on Android, Apple Maps on iPhone and iPad) and OpenStreetMap in the browser.

export interface Place {
  latitude?: number;
  longitude?: number;
  name?: string;
  address?: string;
}

const label = (p: Place) => [p.name, p.address].filter((s) => s?.trim()).join(', ');
const hasCoordinates = (p: Place): p is Place & { latitude: number; longitude: number } =>
  p.latitude !== undefined && p.longitude !== undefined;

/** A latitude (limit 90) or longitude (limit 180) from text; null when it is not a number in range. */
export function parseCoordinate(text: string | null | undefined, limit: 90 | 180): number | null {
  if (!text || !/^\s*[+-]?\d{1,3}(\.\d+)?\s*$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/** Whether a user agent is an iPhone, iPad or iPod (Apple Maps there; geo: elsewhere). */
export const isAppleMobile = (userAgent: string) => /iPhone|iPad|iPod/.test(userAgent);

/** Opens the place in the phone's maps app: coordinates with the place as label, or a search for the address. */
export function mapsAppUrl(place: Place, userAgent: string): string {
  const text = label(place);
  if (isAppleMobile(userAgent)) {
    const params = new URLSearchParams();
    if (hasCoordinates(place)) params.set('ll', `${place.latitude},${place.longitude}`);
    if (text) params.set('q', text);
    return `https://maps.apple.com/?${params.toString()}`;
  }
  // RFC 5870 geo: URI; the q= part (understood by Android's maps apps) names the pin or searches the address.
  if (hasCoordinates(place)) {
    const at = `${place.latitude},${place.longitude}`;
    return `geo:${at}?q=${at}${text ? `(${encodeURIComponent(text)})` : ''}`;
  }
  return `geo:0,0?q=${encodeURIComponent(text)}`;
}

/** The place on openstreetmap.org: a pin at the coordinates, or a search for the address. */
export function webMapUrl(place: Place): string {
  if (hasCoordinates(place)) {
    const { latitude: lat, longitude: lon } = place;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(label(place))}`;
}
