import type { FastifyInstance } from 'fastify';
import { appointmentRequestSchema } from '@/features/leads/api/appointment-schema';
import { callbackRequestSchema } from '@/features/leads/api/callback-schema';
import { contactRequestSchema } from '@/features/leads/api/contact-schema';
import { requireMediaType } from '../http/content-type';
import { readIdempotencyKey } from '../http/idempotency-key';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';

/**
 * The bot signals are read after the body is valid (a 400 first, as ever); a quarantined lead is answered exactly as
 * one filed in the inbox, and a retry with the same Idempotency-Key gets the first answer whatever its token.
 */
export function registerLeadRoutes(app: FastifyInstance, { stores, rateLimit, saveOnce, botGuard: { signals } }: RouteContext): void {
  const jsonLead = { ...rateLimited(rateLimit), onRequest: [requireMediaType('application/json'), readIdempotencyKey] };

  app.post('/api/appointments', jsonLead, async (request, reply) => {
    const appointment = parseBody(appointmentRequestSchema, request.body);
    const screen = signals.leadScreen(await signals.assess(request, 'appointment'));
    const id = await saveOnce(request, appointment, (claim) => stores.appointments.add(appointment, claim, screen));
    return reply.code(201).send({ id, message: 'Appointment booked successfully!' });
  });

  app.post('/api/callbacks', jsonLead, async (request, reply) => {
    const callback = parseBody(callbackRequestSchema, request.body);
    const screen = signals.leadScreen(await signals.assess(request, 'callback'));
    const id = await saveOnce(request, callback, (claim) => stores.callbacks.add(callback, claim, screen));
    return reply.code(201).send({ id, message: 'Submitted Successfully!' });
  });

  app.post('/api/contact', jsonLead, async (request, reply) => {
    const contact = parseBody(contactRequestSchema, request.body);
    const screen = signals.leadScreen(await signals.assess(request, 'contact'));
    const id = await saveOnce(request, contact, (claim) => stores.contacts.add(contact, claim, screen));
    return reply.code(201).send({ id, message: 'Message sent successfully!' });
  });
}
