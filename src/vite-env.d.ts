/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_READING?: string;
  readonly VITE_API_BASE64?: string;
  readonly VITE_DAPP_DEMO?: string;
  readonly VITE_CHART_CANDLES?: string;
}
