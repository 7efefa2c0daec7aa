// Where the identity pages live (plain strings: other features link to them by path).

/** The two levels, their states and the way on: where a 998 reply and "verify now" links land. */
export const START_PATH = '/pages/StartVerification/StartVerification';
export const LEVEL1_PATH = '/pages/setting/real';
export const LEVEL2_PATH = '/pages/setting/real_mark';
export const PENDING_PATH = '/pages/pendingReview/pendingReview';
/** Email and phone binding. */
export const SECURITY_PATH = '/pages/setting/security';
