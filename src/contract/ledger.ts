// The journal's entry kinds that belong to no one area. Each area declares its own in its contract
// file as `entryKinds`; together they label every row of the account-change record.
export const entryKinds = [
  /** A system account's starting balance (the house's, the demo pool's), from the external account. */
  'house_seed',
  /** Available to frozen and back: an order's margin or cost held, then released. */
  'freeze',
  'unfreeze',
  /** A fee, to the fee account. */
  'fee',
] as const;
