export const INVEST_PATH = '/pages/invest/invest';
export const PURCHASE_PATH = '/pages/invest/purchase';
export const MINE_PATH = '/pages/invest/mine';
export const HELP_PATH = '/pages/invest/help';
