// Money widgets every area uses: the amount field, the cost preview and the confirm dialog, a daily rate
// with its yearly equivalent.
export { AmountField } from './AmountField';
export { ConfirmDialog } from './ConfirmDialog';
export { CostPreview, type Row } from './CostPreview';
export { DailyRate } from './DailyRate';
// The yearly formula the rates show (src/shared/earn/rate.ts), taken from here by the pages so that it
// joins this lazy chunk instead of making one more file in the first screen's preload list.
export { yearlyRate } from '../../earn/rate';
