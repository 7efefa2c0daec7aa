// Public face of the market feature for other features (light modules only: no list virtualiser, no chart).
export { useFavourites, useSymbolSpec, useToggleFavourite } from './api';
export { symbolPath } from './constants';
export { FavouriteStar } from './FavouriteStar';
export { changeText, priceText } from './format';
export { HomeMarkets } from './HomeMarkets';
export { SimulatedNote } from './SimulatedNote';
