// What the user typed on the phone binding form, kept while they pick an area code on /pages/setting/areas
// (the form starts from the draft and writes its fields back as they change).
import { create } from 'zustand';

export interface BindDraft {
  mobile: string;
  /** The calling code; null until the form or the areas page sets one. */
  areaCode: string | null;
  code: string;
}

interface DraftState extends BindDraft {
  patch(values: Partial<BindDraft>): void;
  reset(): void;
}

const empty: BindDraft = { mobile: '', areaCode: null, code: '' };

export const useBindDraft = create<DraftState>()((set) => ({
  ...empty,
  patch: (values) => set(values),
  reset: () => set(empty),
}));
