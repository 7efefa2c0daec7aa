// Money widgets every area uses: the amount field, the cost preview and the confirm dialog.
export { AmountField } from './AmountField';
export { ConfirmDialog } from './ConfirmDialog';
export { CostPreview, type Row } from './CostPreview';
