import { profitTone } from '../lib/format';

/** A profit or change figure coloured green (positive), grey (zero) or red (negative). */
export function ProfitText({ value, children }: { value: string | number; children?: string }) {
  return <span className={profitTone(value)}>{children ?? String(value)}</span>;
}
