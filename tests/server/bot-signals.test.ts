import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_TRAP_HEADER } from '@/lib/bot-signals/bot-signals';
import type { AppOptions } from '../../server/app';
import { validAppointment, validCallback } from './support/fixtures';
import { formTokenHeaders, mintFormToken } from './support/form-token';
import { solvedHeaders } from './support/proof-of-work';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
const start = async (overrides: Partial<AppOptions> = {}) => {
  await server?.close();
  server = await startTestApp(overrides);
};
beforeEach(() => start());
afterEach(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const quarantined = async () => (await server.rows('quarantined_leads')).map((row) => ({ id: row.id, reasons: JSON.parse(String(row.reasons)) as string[] }));
const postCallback = (headers: Record<string, string>, body: object = validCallback()) => server.postJson('/api/callbacks', body, headers);

describe('form tokens', () => {
  it('GET /api/form-token issues an uncached token for a guarded form and refuses an unknown one with 400', async () => {
    const issued = await server.request({ method: 'GET', url: '/api/form-token?form=callback' });
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    expect(issued.json<{ token: string }>().token).toMatch(/^v1\.callback\.\d+\./);
    expect((await server.request({ method: 'GET', url: '/api/form-token?form=newsletter' })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/form-token' })).statusCode).toBe(400);
  });

  it('files a lead with an aged, valid token in the inbox', async () => {
    expect((await postCallback(formTokenHeaders(server, 'callback'))).statusCode).toBe(201);
    expect(await server.rowCount('leads')).toBe(1);
    expect(await quarantined()).toEqual([]);
  });

  it.each([
    ['token-missing', () => ({})],
    ['token-forged', () => ({ 'Form-Token': mintFormToken(server, 'callback').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) })],
    ['token-forged', () => formTokenHeaders(server, 'contact')],
    ['token-expired', () => formTokenHeaders(server, 'callback', DAY_MS + 60_000)],
    ['honeypot', () => ({ ...formTokenHeaders(server, 'callback'), [FORM_TRAP_HEADER]: 'https%3A%2F%2Fspam.example' })],
  ])('quarantines a lead for %s, answered exactly as an accepted one', async (reason, headers) => {
    const accepted = await postCallback(formTokenHeaders(server, 'callback'));
    const suspect = await postCallback(headers());
    expect(suspect.statusCode).toBe(accepted.statusCode);
    expect(Object.keys(suspect.json<object>())).toEqual(Object.keys(accepted.json<object>()));
    expect(suspect.json<{ message: string }>().message).toBe(accepted.json<{ message: string }>().message);
    const strip = (headersOf: Record<string, unknown>) => Object.keys(headersOf).filter((name) => name !== 'date').sort();
    expect(strip(suspect.headers)).toEqual(strip(accepted.headers));
    expect(suspect.headers['content-length']).toBe(accepted.headers['content-length']);
    expect(await quarantined()).toEqual([{ id: suspect.json<{ id: string }>().id, reasons: [reason] }]);
    expect(await server.rowCount('leads')).toBe(1);
  });

  it('quarantines a token used again by another submission, but not the retry of the first', async () => {
    const headers = formTokenHeaders(server, 'callback');
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await postCallback({ ...headers, ...key });
    expect((await postCallback({ ...headers, ...key })).json()).toEqual(first.json());
    const reused = await postCallback(headers);
    expect(reused.statusCode).toBe(201);
    expect(await quarantined()).toEqual([{ id: reused.json<{ id: string }>().id, reasons: ['token-reused'] }]);
    expect(await server.rowCount('leads')).toBe(1);
  });
});

describe('proof of work', () => {
  it('answers a hurried submission 428 with a challenge; solved, it is filed in the inbox; the solution replayed is challenged again', async () => {
    const hurried = await server.postJson('/api/appointments', validAppointment(), formTokenHeaders(server, 'appointment', 500));
    expect(hurried.statusCode).toBe(428);
    const { error, challenge } = hurried.json<{ error: string; challenge: unknown }>();
    expect(error).toBe('Checking your request');
    const solution = await solvedHeaders(challenge);
    const solved = await server.postJson('/api/appointments', validAppointment(), { ...formTokenHeaders(server, 'appointment', 500), ...solution });
    expect(solved.statusCode).toBe(201);
    expect(await server.rowCount('leads')).toBe(1);
    const replayed = await server.postJson('/api/appointments', validAppointment(), { ...formTokenHeaders(server, 'appointment', 500), ...solution });
    expect(replayed.statusCode).toBe(428);
    expect(await server.rowCount('leads')).toBe(1);
  });

  it('asks an address past the soft limit for proof of work', async () => {
    await start({ botLimits: { phoneCallbacksPerHour: 100, addressLeadsPerHour: 100, addressSoftLeadsPerHour: 2 } });
    for (let lead = 0; lead < 2; lead += 1) expect((await postCallback(formTokenHeaders(server, 'callback'))).statusCode).toBe(201);
    const third = await postCallback(formTokenHeaders(server, 'callback'));
    expect(third.statusCode).toBe(428);
    const headers = { ...formTokenHeaders(server, 'callback'), ...(await solvedHeaders(third.json<{ challenge: unknown }>().challenge)) };
    expect((await postCallback(headers)).statusCode).toBe(201);
    expect(await server.rowCount('leads')).toBe(3);
  });

  it('never asks a suspect submission for work, past the soft limit or hurried: it is quarantined and answered as accepted', async () => {
    await start({ botLimits: { phoneCallbacksPerHour: 100, addressLeadsPerHour: 100, addressSoftLeadsPerHour: 1 } });
    expect((await postCallback(formTokenHeaders(server, 'callback'))).statusCode).toBe(201);
    const trap = { [FORM_TRAP_HEADER]: 'https%3A%2F%2Fspam.example' };
    const answers = [await postCallback({}), await postCallback({ ...formTokenHeaders(server, 'callback', 500), ...trap })];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const reasonsOf = async (id: string) => (await quarantined()).find((held) => held.id === id)?.reasons;
    expect(await reasonsOf(answers[0]!.json<{ id: string }>().id)).toEqual(['token-missing']);
    expect(await reasonsOf(answers[1]!.json<{ id: string }>().id)).toEqual(['honeypot']);
    expect(await server.rowCount('leads')).toBe(1);
  });
});

describe('hourly limits', () => {
  it("quarantines a phone's 4th callback in the hour", async () => {
    await start({ botLimits: { phoneCallbacksPerHour: 3, addressLeadsPerHour: 100, addressSoftLeadsPerHour: 100 } });
    const ids: string[] = [];
    for (let call = 0; call < 4; call += 1) ids.push((await postCallback(formTokenHeaders(server, 'callback'))).json<{ id: string }>().id);
    expect(await server.rowCount('leads')).toBe(3);
    expect(await quarantined()).toEqual([{ id: ids[3], reasons: ['phone-repeated'] }]);
  });

  it("quarantines an address's 21st lead in the hour", async () => {
    await start({ botLimits: { phoneCallbacksPerHour: 100, addressLeadsPerHour: 20, addressSoftLeadsPerHour: 100 } });
    for (let lead = 0; lead < 21; lead += 1) expect((await postCallback(formTokenHeaders(server, 'callback'))).statusCode).toBe(201);
    expect(await server.rowCount('leads')).toBe(20);
    expect((await quarantined()).map((held) => held.reasons)).toEqual([['address-limit']]);
    expect(await server.rowCount('lead_sources')).toBe(21);
  });
});
