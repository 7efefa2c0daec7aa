// What the user typed on the auth forms, kept while they pick an area code on another page (each form
// starts from the draft and writes its kept fields back as they change).
import { create } from 'zustand';

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

/** The draft as it is now: a form's starting values (read once, when the form mounts). */
export const readDraft = (): AuthDraft => {
  const { type, account, areaCode, code, invite } = useAuthDraft.getState();
  return { type, account, areaCode, code, invite };
};

/** Writes fields of a form into the draft (from an effect, as the user types). */
export const keepInDraft = (values: Partial<AuthDraft>): void => useAuthDraft.getState().patch(values);
