import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SiteConfig } from '../../contract/content';
import { DAPP_DEMO } from '../config/demo';

interface SiteState extends SiteConfig {
  loaded: boolean;
  /** The build's demo flag (src/shared/config/demo.ts): a fixed fact of the build, never stored. */
  DAPP_DEMO: boolean;
  setConfig(config: SiteConfig): void;
}

/** Site config from GET /getSiteConfig, kept so the next launch shows the name and logo at once. */
export const useSite = create<SiteState>()(
  persist(
    (set) => ({
      site_name: 'Kestrel',
      site_logo: '',
      tk_radio: '0',
      H5_DEMO: false,
      loaded: false,
      DAPP_DEMO,
      setConfig: (config) => set({ ...config, loaded: true }),
    }),
    { name: 'siteConfig', partialize: ({ site_name, site_logo, tk_radio, H5_DEMO }) => ({ site_name, site_logo, tk_radio, H5_DEMO }) },
  ),
);
