import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { appointmentFailureMessage } from '@/features/leads/api/create-appointment';
import { callbackFailureMessage } from '@/features/leads/api/request-callback';
import { contactFailureMessage } from '@/features/leads/api/send-contact-message';

const answer = (status: number, body?: { message?: string; error?: string }) => new ApiError(status, body?.message, body?.error, body);
const network = new TypeError('Failed to fetch');

describe('appointment failure message (spec §8)', () => {
  it("shows the server's message when the answer has one", () => {
    expect(appointmentFailureMessage(answer(500, { message: 'Clinic calendar unavailable', error: 'Internal Server Error' }))).toBe('Clinic calendar unavailable');
  });
  it('falls back to the default for an answer without a message, even one with an error field', () => {
    expect(appointmentFailureMessage(answer(500))).toBe('Failed to book appointment');
    expect(appointmentFailureMessage(answer(503, { error: 'Service Unavailable' }))).toBe('Failed to book appointment');
  });
  it("shows the network error's own message when no answer came", () => {
    expect(appointmentFailureMessage(network)).toBe('Failed to fetch');
  });
  it('falls back to the default for an error without text or a thrown non-error', () => {
    expect(appointmentFailureMessage(new Error(''))).toBe('Failed to book appointment');
    expect(appointmentFailureMessage('boom')).toBe('Failed to book appointment');
  });
});

describe('callback failure message (spec §8)', () => {
  it("shows the server's error field", () => {
    expect(callbackFailureMessage(answer(429, { message: 'Slow down', error: 'Too Many Requests' }))).toBe('Too Many Requests');
  });
  it('falls back to the default when the answer has no error field, ignoring its message', () => {
    expect(callbackFailureMessage(answer(500))).toBe('Error requesting callback');
    expect(callbackFailureMessage(answer(500, { message: 'Queue full' }))).toBe('Error requesting callback');
  });
  it("shows the client's message when no answer came", () => {
    expect(callbackFailureMessage(network)).toBe('Failed to fetch');
  });
  it('falls back to the default otherwise', () => {
    expect(callbackFailureMessage(new Error('   '))).toBe('Error requesting callback');
    expect(callbackFailureMessage(undefined)).toBe('Error requesting callback');
  });
});

describe('contact failure message (spec §8)', () => {
  it('reports any non-success status the same way, whatever the server said', () => {
    expect(contactFailureMessage(answer(500, { message: 'Database locked' }))).toBe('Failed to send message. Try again.');
    expect(contactFailureMessage(answer(400))).toBe('Failed to send message. Try again.');
  });
  it('reports an exception as something going wrong', () => {
    expect(contactFailureMessage(network)).toBe('Something went wrong!');
    expect(contactFailureMessage(new Error('x'))).toBe('Something went wrong!');
  });
});
