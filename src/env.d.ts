/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** Base URL of the API host; empty means same origin. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** 'true' runs the site against MSW handlers instead of the API. */
  readonly PUBLIC_API_MOCKING?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
