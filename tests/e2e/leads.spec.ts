import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { e2eDataDir } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';

type Row = Record<string, unknown>;

/** Rows the real server stored, read from its database file without writing to it. */
function storedRows(table: 'appointments' | 'callbacks' | 'contacts', column: string, value: string): Row[] {
  const db = new Database(path.join(e2eDataDir, 'healvia.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE ${column} = ?`).all(value) as Row[];
  } finally {
    db.close();
  }
}

async function expectStored(table: 'appointments' | 'callbacks' | 'contacts', column: string, value: string, expected: Row) {
  await expect.poll(() => storedRows(table, column, value)).toEqual([expect.objectContaining(expected)]);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A yyyy-mm-dd date a week from now in India, and its parts. */
function nextWeek() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-') as [string, string, string];
  return { iso, year, month, day };
}

const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

test.describe('appointment booking from the home hero', () => {
  test('by mouse: errors first, then a booking that is stored', async ({ page }) => {
    const email = `asha.${unique()}@example.in`;
    const phone = randomMobile();
    const date = nextWeek();
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Book Appointment' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expect(dialog.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasNotText: 'There is a problem' })).toHaveText('Please fill in all required fields');
    await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Full Name').fill('Asha Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone Number').fill(phone);
    await dialog.getByLabel('Preferred Date').fill(date.iso);
    await dialog.getByLabel('Preferred Time').selectOption('2:00 PM - 3:00 PM');
    await dialog.getByLabel('Department').selectOption('Cardiology');
    await dialog.getByRole('button', { name: 'Confirm Appointment' }).click();

    await expect(toast(page, 'Appointment booked successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectStored('appointments', 'email', email, {
      full_name: 'Asha Rao',
      phone: `+91${phone}`,
      preferred_date: date.iso,
      preferred_time: '2:00 PM - 3:00 PM',
      department: 'Cardiology',
    });
  });

  test('keyboard only: open, fill, pick a date, slot and department, confirm', async ({ page }) => {
    const email = `kbd.${unique()}@example.in`;
    const phone = randomMobile();
    const date = nextWeek();
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Book Appointment' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    // Text is entered whole (as a keyboard's autofill or a paste would); the date, slot and department keys below are per key.
    await page.keyboard.insertText('Ravi Kumar');
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(email);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(phone);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Preferred Date')).toBeFocused();
    await page.keyboard.type(`${date.month}${date.day}${date.year}`);
    await expect(dialog.getByLabel('Preferred Date')).toHaveValue(date.iso);
    await tabTo(page, dialog.getByLabel('Preferred Time'), 5);
    await page.keyboard.type('4');
    await expect(dialog.getByLabel('Preferred Time')).toHaveValue('4:00 PM - 5:00 PM');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Derm');
    await expect(dialog.getByLabel('Department')).toHaveValue('Dermatology');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm Appointment' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Appointment booked successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectStored('appointments', 'email', email, { full_name: 'Ravi Kumar', phone: `+91${phone}`, department: 'Dermatology' });

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a click before the dialog’s code has arrived shows a loading bar until the dialog opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // A slow connection: every script asked for from now on waits until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/async/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const loading = page.getByRole('progressbar', { name: 'Loading form' });
    await expect(loading).toBeVisible();
    release();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });
});

test.describe('contact form on /contact', () => {
  test('by mouse: errors, then a message that is stored and clears the form', async ({ page }) => {
    const email = `ravi.${unique()}@example.in`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email').fill('ravi@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.locator(':focus')).toContainText('There is a problem');
    await expect(form.getByRole('alert').filter({ hasNotText: 'There is a problem' })).toHaveText('Please fill in all fields.');
    await expectNoAxeViolations(page);

    await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone Number').fill('9123456780');
    await form.getByLabel('Address (optional)').fill('12 MG Road, Bengaluru');
    await form.getByLabel('Message (optional)').fill('Is home sample collection available?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expectStored('contacts', 'email', email, {
      name: 'Ravi Kumar',
      phone: '9123456780',
      address: '12 MG Road, Bengaluru',
      message: 'Is home sample collection available?',
    });
  });

  test('typed key by key as its code loads: every character is kept and sent', async ({ page }) => {
    const email = `early.${unique()}@example.in`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = form.getByLabel('Name', { exact: true });
    // The form hydrates once touched: these keys arrive before, during and after its hydration.
    await name.click();
    await name.pressSequentially('Priya Sharma');
    await form.getByLabel('Email').fill(email);
    await expect(name).toHaveValue('Priya Sharma');
    await form.getByLabel('Phone Number').fill('9123456780');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await expectStored('contacts', 'email', email, { name: 'Priya Sharma', phone: '9123456780' });
  });

  test('keyboard only', async ({ page }) => {
    const email = `kbd.${unique()}@example.in`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await tabTo(page, form.getByLabel('Name', { exact: true }));
    await page.keyboard.insertText('Meera Iyer');
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(email);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText('98765');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert').filter({ hasNotText: 'There is a problem' })).toHaveText('Phone number must be 10 digits.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: 'Phone number must be 10 digits.' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Phone Number')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.insertText('43210');
    await tabTo(page, form.getByRole('button', { name: 'Send Message' }), 5);
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await expectStored('contacts', 'email', email, { name: 'Meera Iyer', phone: '9876543210', address: null, message: null });
  });
});

test('a callback requested through the dialog on /contact is stored with +91', async ({ page }) => {
  const phone = randomMobile();
  await page.goto('/contact');
  const opener = page.getByRole('button', { name: 'Request Callback' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Need Assistance?' });
  await expect(dialog.getByLabel('Phone Number')).toBeFocused();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Phone Number').fill('0123');
  await dialog.getByRole('button', { name: 'Request Callback' }).click();
  await expect(dialog.getByRole('link', { name: 'Please enter a valid phone number' })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Request Callback' }).click();
  await expect(toast(page, 'Submitted Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  await expect(opener).toBeFocused();
  await expectStored('callbacks', 'phone', `+91${phone}`, { phone: `+91${phone}` });
});
