import { FORM_TOKEN_HEADER, type GuardedForm } from '@/lib/bot-signals/bot-signals';
import { createFormTokens } from '../../../server/bots/form-token';
import type { FieldKeySettings } from '../../../server/security/field-keys';
import { loadFieldKeyring } from '../../../server/security/field-keys';
import { createPurposeKey } from '../../../server/security/purpose-keys';
import { TEST_FIELD_KEYS, testEngine } from './test-database';

/** Old enough not to look hurried (2 s), young enough to be valid for a day. */
export const AGED_TOKEN_MS = 5_000;

/** Where an app's keys are: its data dir (SQLite generates one there) or the shared test keys (PostgreSQL). */
export type KeyedApp = { dataDir: string; fieldKeys?: FieldKeySettings };

/** A token for `form` signed with `app`'s keys, issued `ageMs` ago: what the form fetches from GET /api/form-token. */
export function mintFormToken(app: KeyedApp, form: GuardedForm, ageMs = AGED_TOKEN_MS): string {
  const fieldKeys = app.fieldKeys ?? (testEngine === 'postgres' ? TEST_FIELD_KEYS : { retired: [] });
  const keyring = loadFieldKeyring(app.dataDir, fieldKeys);
  return createFormTokens(createPurposeKey(keyring, 'form token'), () => Date.now() - ageMs).issue(form);
}

/** The header a person's browser sends with `form`: a fresh, aged token (each call a new nonce). */
export const formTokenHeaders = (app: KeyedApp, form: GuardedForm, ageMs?: number): Record<string, string> => ({
  [FORM_TOKEN_HEADER]: mintFormToken(app, form, ageMs),
});

const FORM_OF_URL: Record<string, GuardedForm> = {
  '/api/appointments': 'appointment',
  '/api/callbacks': 'callback',
  '/api/contact': 'contact',
  '/api/login': 'login',
  '/api/register': 'register',
  '/api/patients': 'patient',
  '/api/doctors': 'doctor',
  '/api/hospitals': 'hospital',
};

/** The token headers of the guarded form that posts to `url` (none for a route no form guards). */
export const formTokenHeadersFor = (app: KeyedApp, url: string): Record<string, string> => {
  const form = FORM_OF_URL[url];
  return form ? formTokenHeaders(app, form) : {};
};
