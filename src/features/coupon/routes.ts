import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['coupon'], [{ path: '/pages/setting/coupon', load: () => import('./CouponPage'), auth: true }]);
