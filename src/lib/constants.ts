/** Business constants of spec §9, named once. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_LIBRARY_DEFAULT_MS = 5000;
export const LOGIN_TOAST_MS = 2000;
export const REDIRECT_AFTER_AUTH_MS = 1500;
export const MENU_HOVER_CLOSE_DELAY_MS = 200;
export const READ_MORE_LIMIT = 300;
export const COUNTER_DURATION_MS = 2000;
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ACCESS_TOKEN_MAX_AGE_S = 3600;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const SERVICE_STRIP_STEP_PX = 320;
export const COUNTRY_PREFIX = '+91';
export const CATALOGUE_SKELETON_COUNT = 8;
/** sessionStorage key of an unfinished self-check, kept for this tab until it is submitted or the person logs out. */
export const SELF_CHECK_PROGRESS_KEY = 'self-check-progress';
