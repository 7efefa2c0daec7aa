// Public face of the location feature: what was chosen on /choose-location, and links to a maps app.
export { useChosenLocation } from './chosen';
export { mapsAppUrl, type Place, webMapUrl } from './mapsLink';
