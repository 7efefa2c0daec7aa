// Public face of the trade feature: where the trading pages of a symbol live.
const q = (symbol: string) => `?symbol=${encodeURIComponent(symbol)}`;

export const tradePaths = {
  contract: (symbol: string) => `/pages/transaction/contract${q(symbol)}`,
  timed: (symbol: string, tab: 'option' | 'seconds' = 'option') => `/pages/transaction/index${q(symbol)}&tab=${tab}`,
  spot: (symbol: string) => `/pages/transaction/currency${q(symbol)}`,
  positions: '/pages/contractOrders/contractOrders',
  history: '/pages/historyList/historyList',
};
