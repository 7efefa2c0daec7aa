// The country or region chosen on /choose-location, for the page that sent the user there.
import { create } from 'zustand';

interface ChosenLocation {
  /** ISO 3166-1 alpha-2 code, or null before a choice. */
  region: string | null;
  choose(region: string): void;
}

export const useChosenLocation = create<ChosenLocation>()((set) => ({
  region: null,
  choose: (region) => set({ region }),
}));
