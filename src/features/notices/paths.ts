// Where the notification pages live, and where a notification leads (plain paths: no other feature's code).

export const NOTICES_PATH = '/pages/notices/notices';
export const noticePath = (id: number) => `/pages/notices/detail?id=${id}`;

/** The page about what a notification's ref names (`withdraw:3` → the withdrawal records), or null. */
export function refPath(ref: string | null): string | null {
  const [area, id] = (ref ?? '').split(':');
  switch (area) {
    case 'deposit':
      return '/pages/fund/assets_record?type=0';
    case 'fiat':
      return '/pages/fund/assets_record?type=1';
    case 'withdraw':
      return '/pages/fund/assets_record?type=2';
    case 'lever':
      return id && /^\d+$/.test(id) ? `/pages/transaction/contract_order?id=${id}` : null;
    case 'sale':
      return '/pages/saleCoin/dollarOrderList';
    case 'kyc':
      return '/pages/setting/real';
    default:
      return null;
  }
}
