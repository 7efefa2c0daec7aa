import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['quant'],
  [
    { path: '/pages/quantization/quantization', load: () => import('./QuantPage'), tab: 2, title: 'tabs.quant' },
    { path: '/pages/quantitativeOrder/quantitativeOrder', load: () => import('./QuantOrdersPage'), auth: true },
  ],
);
