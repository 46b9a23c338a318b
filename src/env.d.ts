/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** Base URL of the API host; empty means same origin. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** 'true' runs the site against MSW handlers instead of the API. */
  readonly PUBLIC_API_MOCKING?: string;
  /** The share of page loads that report field speed (issue 42), 0–1; unset means every one (src/lib/vitals/vitals-sample-rate.ts). */
  readonly PUBLIC_VITALS_SAMPLE_RATE?: string;
  /** The language of this bundle, 'en' or 'hi' (see src/lib/i18n/locale.ts); unset in tests, which read English. */
  readonly PUBLIC_LOCALE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
