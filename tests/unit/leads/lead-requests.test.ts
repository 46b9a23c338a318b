import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { ApiError } from '@/lib/api-client';
import { toAppointmentRequest } from '@/features/leads/api/appointment-schema';
import { toCallbackRequest } from '@/features/leads/api/callback-schema';
import { createAppointment, createAppointmentKey } from '@/features/leads/api/create-appointment';
import { requestCallback, requestCallbackKey } from '@/features/leads/api/request-callback';
import { sendContactMessage, sendContactMessageKey } from '@/features/leads/api/send-contact-message';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sentRequests.length = 0;
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('the three lead calls', () => {
  it('each have their own mutation key', () => {
    expect(new Set([createAppointmentKey(), requestCallbackKey(), sendContactMessageKey()]).size).toBe(3);
  });

  it('book an appointment with the phone sent as +91XXXXXXXXXX', async () => {
    const form = { fullName: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', preferredDate: '2999-01-01', preferredTime: '9:00 AM - 10:00 AM' as const, department: 'Other' as const };
    await expect(createAppointment(toAppointmentRequest(form), 'key-appointment')).resolves.toEqual({ status: 'sent', response: { id: 1 } });
    expect(lastSent('/api/appointments')?.body).toEqual({ ...form, phone: '+919876543210' });
    expect(lastSent('/api/appointments')?.headers.get('Idempotency-Key')).toBe('key-appointment');
  });

  it('request a callback, prefixing +91 only when the number has no leading +', async () => {
    await requestCallback(toCallbackRequest({ phone: '9876543210' }), 'key-1');
    expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
    await requestCallback(toCallbackRequest({ phone: '+447700900123' }), 'key-2');
    expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+447700900123' });
  });

  it('send a contact message as typed, and reject with an ApiError on a failure status', async () => {
    const message = { name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', address: '', message: 'Hello' };
    await sendContactMessage(message, 'key-3');
    expect(lastSent('/api/contact')?.body).toEqual(message);
    mockServer.use(api.contact.failure(500));
    await expect(sendContactMessage(message, 'key-4')).rejects.toBeInstanceOf(ApiError);
  });
});
