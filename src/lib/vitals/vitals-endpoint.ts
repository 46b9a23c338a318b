/**
 * Where beacons go and how big one may be. Apart from vitals-beacon.ts, which holds the schema, so the browser's
 * reporter can name the path without bringing zod into its chunk.
 */

/** `POST` one beacon per page view here: 204 when kept (or sampled out), 4xx for anything malformed, never a cookie. */
export const VITALS_PATH = '/api/vitals';

/** Beacons above this many bytes are refused with 413; a full one with every attribution is about 700. */
export const VITALS_BODY_LIMIT_BYTES = 2048;
