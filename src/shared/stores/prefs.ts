import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_FIAT, DEFAULT_LANG, isLang, type Lang } from '../config/constants';

interface Fiat {
  currency_code: string;
  /** Rate against USD as a decimal string. */
  rate: string;
  /** The fiat's symbol as the server names it ("€"); absent in what older versions stored. */
  symbol?: string;
  saveTime: number;
}

interface PrefsState {
  lang: Lang;
  fiat: Fiat;
  setLang(lang: Lang): void;
  setFiat(fiat: Omit<Fiat, 'saveTime'>): void;
}

export const usePrefs = create<PrefsState>()(
  persist(
    (set) => ({
      lang: DEFAULT_LANG,
      fiat: { ...DEFAULT_FIAT, saveTime: 0 },
      setLang: (lang) => set({ lang }),
      setFiat: (fiat) => set({ fiat: { ...fiat, saveTime: Date.now() } }),
    }),
    {
      name: 'prefs',
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PrefsState>;
        return {
          ...current,
          lang: isLang(saved.lang) ? saved.lang : current.lang,
          fiat: saved.fiat?.currency_code ? saved.fiat : current.fiat,
        };
      },
    },
  ),
);
