// Being written: shows the planned-page placeholder until then.
export { default } from '../content/PlannedPage';
