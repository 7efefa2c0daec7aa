// Public face of the market feature for other features (light modules only: no list virtualiser, no chart).
export { useFavourites, useSymbolSpec, useToggleFavourite } from './api';
export { symbolPath } from './constants';
export { FavouriteStar } from './FavouriteStar';
export { changeText, priceText } from './format';
export { HomeMarkets } from './HomeMarkets';
export { LivePrice } from './LivePrice';
// The one price colour rule (the day's change colours; a tick only flashes), for every page that shows a price.
export { dayTone, FLASH_MS, priceLook, tickMove } from './priceTone';
export { SimulatedNote } from './SimulatedNote';
