import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { EnrolmentDetails, EnrolmentResult } from '../../src/features/staff/api/enrolment-schema';
import type { StaffRole } from '../../src/features/staff/api/staff-roles';
import { storageEnv } from './e2e-storage';

export const STAFF_PASSWORD = 'three tea cups on a train';

const PERIOD_MS = 30_000;
const stepAt = (time: number) => Math.floor(time / PERIOD_MS);

/** `npm run staff -- add` on the storage of the test's project's E2E server; answers the enrolment link's path. */
export function addStaffMember(email: string, role: StaffRole): string {
  const output = execFileSync('node_modules/.bin/tsx', ['server/cli/staff.ts', 'add', email, '--role', role], { env: storageEnv(), encoding: 'utf8' });
  const link = /(\/staff\/enrol\/[A-Za-z0-9_-]{43})\n/.exec(output)?.[1];
  if (!link) throw new Error(`npm run staff -- add printed no enrolment link:\n${output}`);
  return link;
}

/** A unique staff e-mail per test, so tests and repeated runs never share an account. */
export const staffEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@healvia.example`;

/**
 * The staff member's authenticator app, computing RFC 6238 codes from the key the enrolment page showed. The server
 * accepts the step before, at or after now, each once: every code handed out is of a later step than the last, so
 * none is refused as a replay; when three steps are used up, it waits (as a person would) for the next one.
 */
export class Authenticator {
  private lastStep = Number.NEGATIVE_INFINITY;
  private readonly totp: TOTP;

  constructor(readonly secret: string) {
    this.totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  }

  /** A code of a step the server accepts now and has not seen. */
  async nextCode(): Promise<string> {
    const step = Math.max(this.lastStep + 1, stepAt(Date.now()) - 1);
    await expect.poll(() => stepAt(Date.now()) + 1, { message: 'the next TOTP step', timeout: PERIOD_MS + 5_000 }).toBeGreaterThanOrEqual(step);
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS });
  }

  /** The code last handed out, to show that a code is accepted once. */
  lastCode(): string {
    return this.totp.generate({ timestamp: this.lastStep * PERIOD_MS });
  }
}

export type EnrolledStaff = { email: string; authenticator: Authenticator; recoveryCodes: string[] };

/** Through the enrolment page: password, the key read off the page (as someone who cannot scan), the first code, the codes saved. */
export async function enrolThroughPage(page: Page, link: string, email: string): Promise<EnrolledStaff> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  const authenticator = new Authenticator((await page.locator('dd code').innerText()).replace(/\s/g, ''));
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeFocused();
  const recoveryCodes = await page.getByRole('list', { name: 'Your 10 recovery codes' }).getByRole('listitem').allInnerTexts();
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expect(page).toHaveURL('/staff/login');
  return { email, authenticator, recoveryCodes };
}

/**
 * Through the API the enrolment page calls (for staff whose enrolment is not what the test is about): the key, the
 * password and the first code; the request carries the Origin a browser would send.
 */
export async function enrolThroughApi(request: APIRequestContext, link: string, email: string): Promise<EnrolledStaff> {
  const url = link.replace('/staff/enrol/', '/api/staff/enrolments/');
  const details = await request.get(url);
  expect(details.status(), await details.text()).toBe(200);
  const authenticator = new Authenticator(((await details.json()) as EnrolmentDetails).secret);
  const enrolled = await request.post(url, {
    data: { password: STAFF_PASSWORD, code: await authenticator.nextCode() },
    headers: { Origin: new URL(details.url()).origin },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  return { email, authenticator, recoveryCodes: ((await enrolled.json()) as EnrolmentResult).recoveryCodes };
}

/** The first sign-in step: e-mail and password, then the code page. */
export async function enterPassword(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeFocused();
}

/** Both steps with the app's next code, from the sign-in page; ends on the console's home. */
export async function signIn(page: Page, staff: EnrolledStaff) {
  await enterPassword(page, staff.email);
  await page.getByLabel('Code from your authenticator app').fill(await staff.authenticator.nextCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText(`Signed in as ${staff.email}`)).toBeVisible();
}
