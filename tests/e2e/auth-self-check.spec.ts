import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { e2eDataDir } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { ASSESSMENT_QUESTIONS, type AssessmentQuestion } from '../../src/features/assessment/api/assessment-options';
import type { AssessmentAnswers } from '../../src/features/assessment/api/assessment-schema';

/** Nothing alarming: the wizard runs straight through to the routine care card. */
const answers: AssessmentAnswers = {
  primaryConcern: 'Skin problems',
  symptomDuration: '1-2 weeks',
  painLevel: 3,
  additionalSymptoms: ['Persistent fatigue'],
  symptomHistory: 'Once in the past',
  currentMedications: ['None of these'],
  knownAllergies: ['Penicillin', 'Seasonal allergies'],
  existingConditions: ['None of these'],
  travelHistory: 'No travel',
  additionalNotes: 'Itchy rash on both forearms.',
};

const newAccount = () => ({ email: `meera.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`, password: 'monsoon-kettle-42' });

/** The assessments the real server stored for this e-mail, lists decoded. */
function storedAssessments(email: string) {
  const db = new Database(path.join(e2eDataDir, 'healvia.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT a.* FROM assessments a JOIN users u ON u.id = a.user_id WHERE u.email = ?')
      .all(email) as Record<string, string | number | null>[];
    return rows.map((row) => ({
      primaryConcern: row.primary_concern,
      painLevel: row.pain_level,
      additionalSymptoms: JSON.parse(String(row.additional_symptoms)) as unknown,
      currentMedications: JSON.parse(String(row.current_medications)) as unknown,
      knownAllergies: JSON.parse(String(row.known_allergies)) as unknown,
      existingConditions: JSON.parse(String(row.existing_conditions)) as unknown,
      additionalNotes: row.additional_notes,
    }));
  } finally {
    db.close();
  }
}

const expectedRecord = {
  primaryConcern: answers.primaryConcern,
  painLevel: answers.painLevel,
  additionalSymptoms: answers.additionalSymptoms,
  currentMedications: answers.currentMedications,
  knownAllergies: answers.knownAllergies,
  existingConditions: answers.existingConditions,
  additionalNotes: answers.additionalNotes,
};

const question = (number: number) => ASSESSMENT_QUESTIONS[number - 1] as AssessmentQuestion;
const groupOf = (page: Page, item: AssessmentQuestion) => page.getByRole('group', { name: item.title });
const choicesOf = (item: AssessmentQuestion, value: unknown) => (Array.isArray(value) ? value.map(String) : [String(value)]);

async function register(page: Page, account: { email: string; password: string }, from = '/auth') {
  await page.goto(from);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Registered and logged in successfully!' })).toBeVisible();
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Logged in successfully!' })).toBeVisible();
}

/** Answers questions `from` to `to` with the mouse, pressing Next after each but the last. */
async function answerByMouse(page: Page, from: number, to: number) {
  for (let number = from; number <= to; number += 1) {
    const item = question(number);
    await expect(page.getByText(`Question ${number} of 10`)).toBeVisible();
    const group = groupOf(page, item);
    const value = answers[item.field];
    if (item.type === 'text') await group.getByRole('textbox').fill(String(value));
    else for (const choice of choicesOf(item, value)) await group.getByLabel(choice, { exact: true }).check();
    if (number < 10) await page.getByRole('button', { name: 'Next' }).click();
  }
}

/** Answers every question with the keyboard alone: arrows through radios, Space on checkboxes, Enter on Next. */
async function answerByKeyboard(page: Page) {
  for (let number = 1; number <= 10; number += 1) {
    const item = question(number);
    const group = groupOf(page, item);
    await expect(group.getByRole('heading', { name: item.title })).toBeFocused();
    const value = answers[item.field];
    if (item.type === 'text') {
      await tabTo(page, group.getByRole('textbox'));
      await page.keyboard.insertText(String(value));
    } else if (item.type === 'multi-select') {
      for (const choice of choicesOf(item, value)) {
        await tabTo(page, group.getByRole('checkbox', { name: choice, exact: true }));
        await page.keyboard.press('Space');
      }
    } else {
      const radios = group.getByRole('radio');
      await tabTo(page, radios.first());
      const labels = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const steps = labels.indexOf(String(value));
      if (steps === 0) await page.keyboard.press('Space');
      for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByText('Please answer this required question.')).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: number < 10 ? 'Next' : 'Finish Assessment' }));
    await page.keyboard.press('Enter');
  }
}

test('register, then take the self-check with the keyboard alone: stored with the account', async ({ page, context }) => {
  // Ten questions by Tab and arrow keys: a long journey, not a slow one.
  test.setTimeout(90_000);
  const account = newAccount();
  await register(page, account);
  await expect(page).toHaveURL('/');

  const [cookie] = (await context.cookies()).filter((entry) => entry.name === 'access_token');
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3500);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/self-check-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Symptom Self-Check' })).toBeVisible();
  await expect(page.getByRole('link', { name: /108/ }).first()).toHaveAttribute('href', 'tel:108');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please answer this required question.' })).toBeVisible();
  await groupOf(page, question(1)).getByRole('heading').focus();
  await answerByKeyboard(page);

  await expect(page.getByRole('heading', { name: 'Health Assessment Complete' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => storedAssessments(account.email)).toEqual([expectedRecord]);
});

test('after logging out, the self-check sends the visitor to log in and back', async ({ page }) => {
  const account = newAccount();
  await register(page, account);
  await expect(page).toHaveURL('/');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth');

  await page.goto('/self-check-scan');
  await expect(page).toHaveURL('/auth?next=%2Fself-check-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await logIn(page, account);
  await expect(page).toHaveURL('/self-check-scan');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test.describe('a session the server ends', () => {
  // Chrome logs every 4xx answer to the console; this one is the point of the test.
  test.use({ expectedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

  test('a token the server rejects mid-wizard ends the session; after logging in again the answers are back', async ({ page, context }) => {
    // Two logins and ten questions: a long journey, not a slow one.
    test.setTimeout(90_000);
    const account = newAccount();
    await register(page, account, '/auth?next=%2Fself-check-scan');
    await expect(page).toHaveURL('/self-check-scan');
    await answerByMouse(page, 1, 10);

    const [cookie] = (await context.cookies()).filter((entry) => entry.name === 'access_token');
    await context.addCookies([{ ...cookie!, value: 'forged.token.value' }]);
    await page.getByRole('button', { name: 'Finish Assessment' }).click();

    await expect(page).toHaveURL('/auth?next=%2Fself-check-scan&reason=session-expired');
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended. Please log in again to continue' })).toBeVisible();
    expect((await context.cookies()).filter((entry) => entry.name === 'access_token')).toEqual([]);
    expect(storedAssessments(account.email)).toEqual([]);
    await expectNoAxeViolations(page);

    await logIn(page, account);
    await expect(page).toHaveURL('/self-check-scan');
    await expect(page.getByText('Question 10 of 10')).toBeVisible();
    await expect(groupOf(page, question(10)).getByRole('textbox')).toHaveValue(String(answers.additionalNotes));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(groupOf(page, question(9)).getByLabel(answers.travelHistory, { exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Finish Assessment' }).click();

    await expect(page.getByRole('heading', { name: 'Health Assessment Complete' })).toBeVisible();
    await expect.poll(() => storedAssessments(account.email)).toEqual([expectedRecord]);
  });
});
