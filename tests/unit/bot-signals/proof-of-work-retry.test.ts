import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { mockServer } from '@mocks/node';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sentRequests.length = 0;
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const signals = { formToken: { token: 'v1.callback.token', receivedAt: Date.now() }, formTrap: 'https://spam.example/ä' };
const sentTo = (path: string) => sentRequests.filter((request) => request.path === path);
const decoded = (payload: string | null) => JSON.parse(atob(payload ?? '')) as { challenge: { parameters: { salt: string } }; solution: { counter: number; derivedKey: string } };

describe('a submission asked for a proof of work (428)', () => {
  it('says it is checking, solves the challenge and sends the same request again with the same key and the solution', async () => {
    mockServer.use(api.callbacks.provingWork());
    const onChecking = vi.fn();
    const body = { phone: '+919876543210' };

    await expect(apiPost('/api/callbacks', body, { idempotencyKey: 'key-1', botSignals: signals, onChecking })).resolves.toEqual({ id: 1 });

    expect(onChecking).toHaveBeenCalledTimes(1);
    const [asked, solved] = sentTo('/api/callbacks');
    expect(solved?.body).toEqual(body);
    for (const request of [asked, solved]) {
      expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
      expect(request?.headers.get('Form-Token')).toBe('v1.callback.token');
      expect(request?.headers.get('Form-Trap')).toBe(encodeURIComponent('https://spam.example/ä'));
    }
    expect(asked?.headers.has('Altcha')).toBe(false);
    const payload = decoded(solved?.headers.get('Altcha') ?? null);
    expect(payload.challenge.parameters.salt).toMatch(/^[0-9a-f]+$/);
    expect(payload.solution).toMatchObject({ counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('sends no Form-Trap header when the honeypot is empty, and no Form-Token without a token', async () => {
    await apiPost('/api/contact', { name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', address: '', message: 'Hi' }, { botSignals: { formTrap: '' } });
    const [sent] = sentTo('/api/contact');
    expect(sent?.headers.has('Form-Trap')).toBe(false);
    expect(sent?.headers.has('Form-Token')).toBe(false);
  });

  it('rejects a second 428, after a solution, as the error it is', async () => {
    mockServer.use(api.callbacks.provingWork({ once: false }));
    const failure = apiPost('/api/callbacks', { phone: '+919876543210' }, { idempotencyKey: 'key-2' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 428, serverError: 'Checking your request' });
    expect(sentTo('/api/callbacks')).toHaveLength(2);
  });

  it('answers it on a multipart upload too, sending the same form again', async () => {
    mockServer.use(api.doctors.provingWork());
    const body = new FormData();
    body.append('fullName', 'Asha Verma');
    const onChecking = vi.fn();
    await expect(apiUpload('/api/doctors', body, { botSignals: signals, onChecking })).resolves.toEqual({ id: 1 });
    expect(onChecking).toHaveBeenCalledTimes(1);
    const [asked, solved] = sentTo('/api/doctors');
    expect(asked?.headers.get('Form-Token')).toBe('v1.callback.token');
    expect(solved?.body).toEqual({ fullName: 'Asha Verma' });
    expect(decoded(solved?.headers.get('Altcha') ?? null).solution.counter).toEqual(expect.any(Number));
  });
});
