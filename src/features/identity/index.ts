// Public face of the identity feature: the addresses of its pages.
export { LEVEL1_PATH, LEVEL2_PATH, PENDING_PATH, START_PATH } from './paths';
