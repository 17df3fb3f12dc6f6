/// <reference types="vite/client" />

/** True when the embedded mock backend answers the API (set in vite.config.ts). */
declare const __MOCK_MODE__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_HTTP_TIMEOUT_MS?: string;
  readonly VITE_PDF_PREVIEW_ORIGINS?: string;
  readonly VITE_ALIPAY_HOSTS?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
