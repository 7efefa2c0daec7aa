import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['certificate'],
  [{ path: '/pages/certificateDeposit/certificateDeposit', load: () => import('./CertificatePage'), auth: true }],
);
