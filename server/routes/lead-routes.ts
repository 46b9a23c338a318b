import type { FastifyInstance } from 'fastify';
import { appointmentRequestSchema } from '@/features/leads/api/appointment-schema';
import { callbackRequestSchema } from '@/features/leads/api/callback-schema';
import { contactRequestSchema } from '@/features/leads/api/contact-schema';
import { requireMediaType } from '../http/content-type';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';

export function registerLeadRoutes(app: FastifyInstance, { stores, rateLimit }: RouteContext): void {
  const jsonLead = { ...rateLimited(rateLimit), onRequest: requireMediaType('application/json') };

  app.post('/api/appointments', jsonLead, async (request, reply) => {
    const id = await stores.appointments.add(parseBody(appointmentRequestSchema, request.body));
    return reply.code(201).send({ id, message: 'Appointment booked successfully!' });
  });

  app.post('/api/callbacks', jsonLead, async (request, reply) => {
    const id = await stores.callbacks.add(parseBody(callbackRequestSchema, request.body));
    return reply.code(201).send({ id, message: 'Submitted Successfully!' });
  });

  app.post('/api/contact', jsonLead, async (request, reply) => {
    const id = await stores.contacts.add(parseBody(contactRequestSchema, request.body));
    return reply.code(201).send({ id, message: 'Message sent successfully!' });
  });
}
