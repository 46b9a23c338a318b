import type { Page } from '@playwright/test';
import { FORM_TOKEN_HEADER } from '../../src/lib/bot-signals/bot-signals';
import { expectNoAxeViolations } from './axe';
import {
  expectAnsweredAlike,
  expectHoneypotUnseen,
  expectInInbox,
  expectQuarantined,
  fillHoneypot,
  nextAnswer,
  nextWeek,
  postDirectly,
  randomMobile,
  typeLikeAPerson,
  unique,
} from './bot-signals-support';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

// Issue 41: people pass untouched; bots are answered exactly as people are, and their leads kept out of the inbox.

const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

test('appointment dialog: a person on the keyboard reaches the inbox; a bot filling the trap or posting directly is answered alike and quarantined', async ({ page, request }) => {
  const date = nextWeek();
  const person = { email: `kbd.${unique()}@example.in`, phone: randomMobile() };
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Book Appointment' });
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  const confirm = dialog.getByRole('button', { name: 'Confirm Appointment' });

  const personAnswer = await test.step('a person, keyboard only', async () => {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expectHoneypotUnseen(dialog);
    await expectNoAxeViolations(page);
    await typeLikeAPerson(page, 'Ravi Kumar');
    await page.keyboard.press('Tab');
    await typeLikeAPerson(page, person.email);
    await page.keyboard.press('Tab');
    await typeLikeAPerson(page, person.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(date.keys);
    await tabTo(page, dialog.getByLabel('Preferred Time'), 5);
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Derm');
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    const answer = nextAnswer(page, '/api/appointments');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Appointment booked successfully!')).toBeVisible();
    await expect(opener).toBeFocused();
    await expectInInbox('appointments', 'email', person.email);
    return answer;
  });

  await test.step('a bot filling every field, the trap too, on the same page', async () => {
    const email = `trap.${unique()}@example.in`;
    await opener.click();
    await dialog.getByLabel('Full Name').fill('Cheap Pills');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone Number').fill(randomMobile());
    await dialog.getByLabel('Preferred Date').fill(date.iso);
    await dialog.getByLabel('Preferred Time').selectOption('2:00 PM - 3:00 PM');
    await dialog.getByLabel('Department').selectOption('Cardiology');
    await fillHoneypot(dialog);
    const answer = nextAnswer(page, '/api/appointments');
    await confirm.click();
    await expect(toast(page, 'Appointment booked successfully!').last()).toBeVisible();
    expectAnsweredAlike(await answer, personAnswer);
    await expectQuarantined('appointments', 'email', email, ['honeypot']);
  });

  await test.step('a script posting to the API without the form', async () => {
    const email = `direct.${unique()}@example.in`;
    const body = { fullName: 'Cheap Pills', email, phone: `+91${randomMobile()}`, preferredDate: date.iso, preferredTime: '10:00 AM - 11:00 AM', department: 'Cardiology' };
    expectAnsweredAlike(await postDirectly(request, '/api/appointments', body), personAnswer);
    await expectQuarantined('appointments', 'email', email, ['token-missing']);
  });
});

test('callback dialog: a person reaches the inbox; a bot filling the trap or posting directly is answered alike and quarantined', async ({ page, request }) => {
  await page.goto('/contact');
  const opener = page.getByRole('button', { name: 'Request Callback' });
  const dialog = page.getByRole('dialog', { name: 'Need Assistance?' });
  const submit = dialog.getByRole('button', { name: 'Request Callback' });

  const personAnswer = await test.step('a person', async () => {
    const phone = randomMobile();
    await opener.click();
    await expect(dialog.getByLabel('Phone Number')).toBeFocused();
    await expectHoneypotUnseen(dialog);
    await expectNoAxeViolations(page);
    await typeLikeAPerson(page, phone);
    const answer = nextAnswer(page, '/api/callbacks');
    await submit.click();
    await expect(toast(page, 'Submitted Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectInInbox('callbacks', 'phone', `+91${phone}`);
    return answer;
  });

  await test.step('a bot filling the trap on the same page', async () => {
    const phone = randomMobile();
    await opener.click();
    await dialog.getByLabel('Phone Number').fill(phone);
    await fillHoneypot(dialog);
    const answer = nextAnswer(page, '/api/callbacks');
    await submit.click();
    await expect(dialog).toBeHidden();
    expectAnsweredAlike(await answer, personAnswer);
    await expectQuarantined('callbacks', 'phone', `+91${phone}`, ['honeypot']);
  });

  await test.step('a script posting to the API without the form', async () => {
    const phone = `+91${randomMobile()}`;
    expectAnsweredAlike(await postDirectly(request, '/api/callbacks', { phone }), personAnswer);
    await expectQuarantined('callbacks', 'phone', phone, ['token-missing']);
  });
});

test('contact page: a person reaches the inbox; a bot filling the trap or posting directly is answered alike and quarantined', async ({ page, request }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send Message' });

  const personAnswer = await test.step('a person', async () => {
    const email = `meera.${unique()}@example.in`;
    await form.getByLabel('Name', { exact: true }).click();
    await typeLikeAPerson(page, 'Meera Iyer');
    await form.getByLabel('Email').click();
    await typeLikeAPerson(page, email);
    await form.getByLabel('Phone Number').click();
    await typeLikeAPerson(page, randomMobile());
    await expectHoneypotUnseen(form);
    await expectNoAxeViolations(page);
    const answer = nextAnswer(page, '/api/contact');
    await send.click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await expectInInbox('contacts', 'email', email);
    return answer;
  });

  await test.step('a bot filling the trap on the same page', async () => {
    const email = `trap.${unique()}@example.in`;
    await form.getByLabel('Name', { exact: true }).fill('Cheap Pills');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone Number').fill(randomMobile());
    await form.getByLabel('Message (optional)').fill('Buy now');
    await fillHoneypot(form);
    const answer = nextAnswer(page, '/api/contact');
    await send.click();
    expectAnsweredAlike(await answer, personAnswer);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expectQuarantined('contacts', 'email', email, ['honeypot']);
  });

  await test.step('a script posting to the API without the form', async () => {
    const email = `direct.${unique()}@example.in`;
    expectAnsweredAlike(await postDirectly(request, '/api/contact', { name: 'Cheap Pills', email, phone: randomMobile() }), personAnswer);
    await expectQuarantined('contacts', 'email', email, ['token-missing']);
  });
});

test.describe('offline', () => {
  // Chromium logs each request refused while offline; the page itself must stay quiet otherwise.
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/] });

  test('a message sent after the connection dropped is kept on the device with its token and reaches the inbox once back online', async ({ page, context }) => {
    const email = `offline.${unique()}@example.in`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name', { exact: true }).click();
    await typeLikeAPerson(page, 'Lata Menon');
    await context.setOffline(true);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone Number').fill(randomMobile());
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'No connection. We saved your request on this phone and will send it as soon as you are back online.')).toBeVisible();

    await context.setOffline(false);
    await expect(toast(page, 'Your message has been sent.')).toBeVisible();
    await expectInInbox('contacts', 'email', email);
  });
});

test('sign up and log in: a person passes, each form sending its own token', async ({ page }) => {
  const account = { email: `asha.${unique()}@example.in`, password: 'a sturdy passphrase 42' };
  const tokensSent: Record<string, string | undefined> = {};
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.method() === 'POST' && (pathname === '/api/register' || pathname === '/api/login')) tokensSent[pathname] = sent.headers()[FORM_TOKEN_HEADER.toLowerCase()];
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').click();
  await typeLikeAPerson(page, account.email);
  await page.getByLabel('Password', { exact: true }).click();
  await typeLikeAPerson(page, account.password);
  await expectHoneypotUnseen(page.locator('form'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Registered and logged in successfully!')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.goto('/auth');
  await page.getByLabel('Email').click();
  await typeLikeAPerson(page, account.email);
  await page.getByLabel('Password', { exact: true }).click();
  await typeLikeAPerson(page, account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  expect(tokensSent).toEqual({ '/api/register': expect.stringMatching(/^v1\.register\./), '/api/login': expect.stringMatching(/^v1\.login\./) });
});
