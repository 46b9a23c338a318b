/** Base URL of the API host, fixed at build time (PUBLIC_API_BASE_URL); empty means the site's own origin. */
export const apiBaseUrl = normaliseBaseUrl(import.meta.env.PUBLIC_API_BASE_URL);

function normaliseBaseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}
