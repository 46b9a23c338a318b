import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eDataDir } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { ASSESSMENT_QUESTIONS } from '../../src/features/assessment/api/assessment-options';
import type { AssessmentAnswers } from '../../src/features/assessment/api/assessment-schema';
import { hi as selfCheck } from '../../src/features/assessment/components/self-check-messages.hi';
import { hi as authScreen } from '../../src/features/auth/components/auth-messages.hi';
import { hi as authForm } from '../../src/features/auth/components/auth-form-messages.hi';
import { hi as careCarousel } from '../../src/features/catalogue/components/home-care-programs/home-care-programs-messages.hi';
import { hi as appointmentValidation } from '../../src/features/leads/api/appointment-validation-messages.hi';
import { hi as leads } from '../../src/features/leads/api/lead-messages.hi';
import { hi as appointment } from '../../src/features/leads/components/appointment-messages.hi';
import { hi as callback } from '../../src/features/leads/components/callback-messages.hi';
import { hi as leadButtons } from '../../src/features/leads/components/lead-button-messages.hi';
import { hi as phoneField } from '../../src/features/leads/components/phone-field-messages.hi';
import { hi as form } from '../../src/design-system/form/form-messages.hi';

// Issue 25's journeys, in Hindi, against the real server: what is stored carries the spec's English values.

type Row = Record<string, unknown>;
function storedRows(sql: string, value: string): Row[] {
  const db = new Database(path.join(e2eDataDir, 'healvia.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(value) as Row[];
  } finally {
    db.close();
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

/** A yyyy-mm-dd date a week from now in India. */
function nextWeek(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

test('home → a callback from a care program card, in Hindi: stored with +91', async ({ page }) => {
  const phone = randomMobile();
  await page.goto('/hi');
  const opener = page.getByRole('region', { name: careCarousel.carouselLabel, exact: true }).getByRole('button', { name: leadButtons.requestCallback }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: callback.dialogTitle });
  await expect(dialog.getByLabel(phoneField.label)).toBeFocused();
  await dialog.getByLabel(phoneField.label).fill(phone);
  await dialog.getByRole('button', { name: callback.submit }).click();
  await expect(toast(page, leads.callbackRequested)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(() => storedRows('SELECT phone FROM callbacks WHERE phone = ?', `+91${phone}`)).toEqual([{ phone: `+91${phone}` }]);
});

test('the appointment dialog in Hindi: a Hindi validation error, then a booking stored with English values', async ({ page }) => {
  const email = `asha.${unique()}@example.in`;
  const phone = randomMobile();
  const date = nextWeek();
  await page.goto('/hi');
  await page.getByRole('button', { name: leadButtons.bookAppointment }).first().click();
  const dialog = page.getByRole('dialog', { name: appointment.title });
  await expect(dialog.getByLabel(appointment.fullName)).toBeFocused();

  await dialog.getByLabel(appointment.fullName).fill('आशा राव');
  await dialog.getByLabel(appointment.email, { exact: true }).fill(email);
  await dialog.getByLabel(phoneField.label).fill('98765');
  await dialog.getByLabel(appointment.preferredDate).fill(date);
  await dialog.getByLabel(appointment.preferredTime).selectOption({ label: appointment.timeSlots['2:00 PM - 3:00 PM'] });
  await dialog.getByLabel(appointment.department).selectOption({ label: appointment.departments.Cardiology });
  await dialog.getByRole('button', { name: appointment.confirm }).click();
  await expect(dialog.getByRole('heading', { name: form.errorSummaryTitle })).toBeVisible();
  await expect(dialog.getByRole('link', { name: appointmentValidation.phone })).toBeVisible();
  await expect(dialog.getByLabel(phoneField.label)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await dialog.getByLabel(phoneField.label).fill(phone);
  await dialog.getByRole('button', { name: appointment.confirm }).click();
  await expect(toast(page, leads.appointmentBooked)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => storedRows('SELECT full_name, phone, preferred_time, department FROM appointments WHERE email = ?', email))
    .toEqual([{ full_name: 'आशा राव', phone: `+91${phone}`, preferred_time: '2:00 PM - 3:00 PM', department: 'Cardiology' }]);
});

/** Nothing alarming: the wizard runs straight through to the routine care card. */
const answers: AssessmentAnswers = {
  primaryConcern: 'Skin problems',
  symptomDuration: '1-2 weeks',
  painLevel: 3,
  additionalSymptoms: ['Persistent fatigue'],
  symptomHistory: 'Once in the past',
  currentMedications: ['None of these'],
  knownAllergies: ['Seasonal allergies'],
  existingConditions: ['None of these'],
  travelHistory: 'No travel',
  additionalNotes: 'दोनों बाँहों पर खुजली वाले दाने।',
};

test('the self-check in Hindi, from logging in to the care card: stored with the English answers', async ({ page }) => {
  // Sign-up and ten questions: a long journey, not a slow one.
  test.setTimeout(90_000);
  const email = `meera.${unique()}@example.in`;
  await page.goto('/hi/self-check-scan');
  await expect(page).toHaveURL('/hi/auth?next=%2Fself-check-scan');
  await page.getByRole('button', { name: authScreen.modes.login.switchLabel }).click();
  await page.getByLabel(authForm.email).fill(email);
  await page.getByLabel(authForm.password, { exact: true }).fill('monsoon-kettle-42');
  await page.getByRole('button', { name: authForm.createAccount }).click();
  await expect(toast(page, authForm.registered)).toBeVisible();
  await expect(page).toHaveURL('/hi/self-check-scan');
  await expect(page.getByRole('heading', { level: 1, name: selfCheck.heading })).toBeVisible();

  await page.getByRole('button', { name: selfCheck.next }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'कृपया इस ज़रूरी सवाल का जवाब दें।' })).toBeVisible();
  for (const [index, question] of ASSESSMENT_QUESTIONS.entries()) {
    await expect(page.getByText(selfCheck.position(index + 1, ASSESSMENT_QUESTIONS.length))).toBeVisible();
    const group = page.getByRole('group', { name: selfCheck.titles[question.field] });
    const value = answers[question.field];
    if (question.type === 'text') await group.getByRole('textbox').fill(String(value));
    else {
      for (const choice of Array.isArray(value) ? value : [value]) {
        const label = question.field === 'painLevel' ? String(choice) : (selfCheck.options as Record<string, string>)[String(choice)];
        await group.getByLabel(label ?? String(choice), { exact: true }).check();
      }
    }
    await page.getByRole('button', { name: index + 1 < ASSESSMENT_QUESTIONS.length ? selfCheck.next : selfCheck.finish }).click();
  }

  await expect(page.getByRole('heading', { name: selfCheck.completeHeading })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect
    .poll(() => storedRows('SELECT a.primary_concern, a.known_allergies FROM assessments a JOIN users u ON u.id = a.user_id WHERE u.email = ?', email))
    .toEqual([{ primary_concern: 'Skin problems', known_allergies: JSON.stringify(['Seasonal allergies']) }]);
});

test('the language switch leads to the same detail page in the other language and back, keeping the id, query and fragment', async ({ page }) => {
  await page.goto('/package-details/2?from=card#main');
  const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true });
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
  await toHindi.click();
  await expect(page).toHaveURL('/hi/package-details/2?from=card#main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The prerendered link knows the path only; the page's script adds the query and fragment as it hydrates.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
  await toEnglish.click();
  await expect(page).toHaveURL('/package-details/2?from=card#main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
