import { create } from 'zustand';
import { TOAST_MS } from '../config/constants';

interface Toast {
  id: number;
  message: string;
}

interface UiState {
  toast: Toast | null;
  loading: boolean;
  showToast(message: string, ms?: number): void;
  setLoading(visible: boolean): void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Transient UI state: the toast (1,500 ms, above dialogs) and the slow-call loading indicator. */
export const useUi = create<UiState>()((set) => ({
  toast: null,
  loading: false,
  showToast: (message, ms = TOAST_MS) => {
    const id = nextId++;
    set({ toast: { id, message } });
    clearTimeout(timer);
    timer = setTimeout(() => set((s) => (s.toast?.id === id ? { toast: null } : s)), ms);
  },
  setLoading: (loading) => set({ loading }),
}));

export const toast = (message: string) => useUi.getState().showToast(message);
