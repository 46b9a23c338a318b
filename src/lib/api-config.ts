/** Base URL of the API host, fixed at build time (PUBLIC_API_BASE_URL); empty means the site's own origin. */
// Optional: node tools that read the message catalogues (tests/e2e/hindi-text.spec.ts) have no import.meta.env.
export const apiBaseUrl = normaliseBaseUrl(import.meta.env?.PUBLIC_API_BASE_URL);

function normaliseBaseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}
