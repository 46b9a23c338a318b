import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiPost } from '@/lib/api-client';
import { mockServer } from '@mocks/node';
import { api } from '@mocks/handlers/api';
import { lastSent } from '@mocks/handlers/api-call';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('the API client against the mocked API', () => {
  it('posts JSON and resolves with the body of a 201', async () => {
    const body = { phone: '+919876543210' };
    await expect(apiPost('/api/callbacks', body)).resolves.toEqual({ id: 1 });
    expect(lastSent('/api/callbacks')?.body).toEqual(body);
    expect(lastSent('/api/callbacks')?.headers.get('content-type')).toBe('application/json');
  });

  it('rejects an invalid body with a 400 carrying the schema message, as the server does', async () => {
    const failure = apiPost('/api/callbacks', { phone: '0123' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, serverMessage: 'Please enter a valid phone number' });
  });

  it('surfaces the server message and error fields of a failure', async () => {
    mockServer.use(api.appointments.failure(500, { message: 'Clinic calendar unavailable', error: 'Internal' }));
    await expect(apiPost('/api/appointments', {})).rejects.toMatchObject({
      status: 500,
      message: 'Clinic calendar unavailable',
      serverError: 'Internal',
    });
  });

  it('falls back to a status message when the failure has no body', async () => {
    mockServer.use(api.contact.failure(503));
    await expect(apiPost('/api/contact', {})).rejects.toMatchObject({ status: 503, serverMessage: undefined, message: 'Request failed with status 503' });
  });

  it('lets a network failure reject with its own message', async () => {
    mockServer.use(api.callbacks.networkError());
    await expect(apiPost('/api/callbacks', { phone: '+919876543210' })).rejects.toThrow(TypeError);
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    const form = new FormData();
    form.append('fullName', 'Asha Verma');
    await expect(apiPost('/api/doctors', form)).resolves.toEqual({ id: 1 });
    expect(lastSent('/api/doctors')?.body).toEqual({ fullName: 'Asha Verma' });
  });

  it('sends the bearer token when given', async () => {
    await apiPost('/api/assessments', {}, { token: 'abc' }).catch(() => undefined);
    expect(lastSent('/api/assessments')?.headers.get('authorization')).toBe('Bearer abc');
  });
});
