import { defineRoutes } from '../../shared/route';

// The system pages that stand in for a map picker and a map view: map keys are unset (SPEC §9).
export const routes = defineRoutes(
  ['location'],
  [
    { path: '/choose-location', load: () => import('./ChooseLocationPage'), title: 'routes.choose_location' },
    { path: '/open-location', load: () => import('./OpenLocationPage'), title: 'routes.open_location' },
  ],
);
