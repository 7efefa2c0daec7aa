import { create } from 'zustand';

/** What the user typed on the auth forms, kept while they pick an area code on another page. */
export interface AuthDraft {
  type: 'email' | 'mobile';
  account: string;
  areaCode: string;
  code: string;
  invite: string;
}

interface DraftState extends AuthDraft {
  patch(values: Partial<AuthDraft>): void;
  reset(): void;
}

const empty: AuthDraft = { type: 'email', account: '', areaCode: '86', code: '', invite: '' };

export const useAuthDraft = create<DraftState>()((set) => ({
  ...empty,
  patch: (values) => set(values),
  reset: () => set(empty),
}));
