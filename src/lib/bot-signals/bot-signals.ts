/**
 * Issue 41: what the browser and the server agree on to keep bots out without a puzzle for people
 * (docs/bots.md). Worker-safe: the service worker imports it, so nothing here touches window or document.
 */

/** The forms that carry the signals; a form token is signed for one of them. */
export const GUARDED_FORMS = ['appointment', 'callback', 'contact', 'login', 'register', 'patient', 'doctor', 'hospital'] as const;
export type GuardedForm = (typeof GUARDED_FORMS)[number];

export const isGuardedForm = (value: unknown): value is GuardedForm => typeof value === 'string' && (GUARDED_FORMS as readonly string[]).includes(value);

/** GET `${FORM_TOKEN_PATH}?form=<GuardedForm>` answers `FormTokenResponse` (never cached). */
export const FORM_TOKEN_PATH = '/api/form-token';
export type FormTokenResponse = { token: string };

/** The form token, sent with the submission it was issued for. */
export const FORM_TOKEN_HEADER = 'Form-Token';
/** The honeypot field's value, URI-encoded; sent only when it is not empty (a person never fills it). */
export const FORM_TRAP_HEADER = 'Form-Trap';
/** A solved proof-of-work challenge (the ALTCHA payload, base64 JSON), sent with the same Idempotency-Key again. */
export const PROOF_OF_WORK_HEADER = 'Altcha';

/**
 * The answer to a submission that looks hurried: 428 with `ProofOfWorkRequest`. The browser solves the challenge
 * in the background and sends the same request again with the solution in `PROOF_OF_WORK_HEADER`.
 */
export const PROOF_OF_WORK_STATUS = 428;
export type ProofOfWorkRequest = { error: string; challenge: unknown };

/** The honeypot's field name and its (never seen) label: what a form-filling bot looks for. */
export const HONEYPOT_FIELD = 'website';

/** A token sent sooner than this after its issue looks hurried: the answer is a proof-of-work challenge. */
export const HURRIED_SUBMISSION_MS = 2_000;
/** A token older than this is expired (a queued request fetches a fresh one before it is sent). */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Why a submission was quarantined, as stored and shown to staff. */
export const QUARANTINE_REASONS = ['token-missing', 'token-forged', 'token-reused', 'token-expired', 'honeypot', 'phone-repeated', 'address-limit'] as const;
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number];
