import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ASSESSMENT_QUESTIONS, NONE_OF_THESE } from '@/features/assessment/api/assessment-options';
import { assessmentRequestSchema } from '@/features/assessment/api/assessment-schema';
import { CREDENTIALS_MESSAGES, loginRequestSchema, registerRequestSchema } from '@/features/auth/api/credentials-schema';
import { appointmentRequestSchema } from '@/features/leads/api/appointment-schema';
import { callbackRequestSchema } from '@/features/leads/api/callback-schema';
import { contactRequestSchema } from '@/features/leads/api/contact-schema';
import { DOCTOR_DOCUMENT_FIELDS, doctorRequestSchema } from '@/features/onboarding/api/doctor-schema';
import { HOSPITAL_DOCUMENT_FIELDS, hospitalRequestSchema } from '@/features/onboarding/api/hospital-schema';
import { patientRequestSchema } from '@/features/onboarding/api/patient-schema';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorBody = {
  type: 'object',
  required: ['message', 'error'],
  properties: {
    message: { type: 'string' },
    error: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field → first error (400, 415)' },
  },
};

const created = (description: string, properties: JsonSchema) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties } } },
});
const failure = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

const idAndMessage = { id: { type: 'string', format: 'uuid' }, message: { type: 'string' } };
const session = { token: { type: 'string' }, tokenType: { const: 'Bearer' }, expiresIn: { type: 'integer' } };
const rateLimited = (description: string) => ({
  ...failure(description),
  headers: { 'Retry-After': { description: 'Seconds until the next attempt is accepted', schema: { type: 'integer' } } },
});
const commonFailures = {
  400: failure('Invalid fields'),
  413: failure('Body too large'),
  415: failure('Wrong content type'),
  429: rateLimited('Too many requests from this IP (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS); the message says when to retry'),
  503: rateLimited('The database cannot be reached or cannot write; nothing was stored. Retry after the given seconds'),
};
const authRateLimited = rateLimited(
  'Too many requests from this IP (AUTH_RATE_LIMIT_IP_MAX per route), or too many attempts on this e-mail ' +
    '(AUTH_RATE_LIMIT_EMAIL_MAX, logins and sign-ups together; a successful one clears them), within ' +
    'AUTH_RATE_LIMIT_WINDOW_MS. The message says when to retry.',
);

const json = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: schemaOf(schema) } } });

function multipart(schema: z.ZodType, documentFields: readonly string[]) {
  const text = schemaOf(schema) as { properties: JsonSchema; required?: string[] };
  const files = Object.fromEntries(documentFields.map((field) => [field, { type: 'string', format: 'binary', description: 'JPEG or PNG, at most 5 MB' }]));
  const body = { ...text, properties: { ...text.properties, ...files }, required: [...(text.required ?? []), ...documentFields] };
  return { required: true, content: { 'multipart/form-data': { schema: body } } };
}

const MULTI_SELECT_FIELDS = ASSESSMENT_QUESTIONS.filter((question) => question.type === 'multi-select').map((question) => question.field);

/** The assessment body, noting what JSON Schema cannot say about its lists from the zod refinements. */
function assessmentBody() {
  const body = json(assessmentRequestSchema);
  const { properties } = body.content['application/json'].schema as { properties: Record<string, JsonSchema> };
  for (const field of MULTI_SELECT_FIELDS) {
    properties[field] = {
      ...properties[field],
      uniqueItems: true,
      description: `A list of choices, each at most once; '${NONE_OF_THESE}' only on its own.`,
    };
  }
  return body;
}

function post(summary: string, requestBody: unknown, responses: Record<number, unknown>, options: { secured?: boolean; description?: string } = {}) {
  const { secured = false, description } = options;
  return {
    post: {
      summary,
      ...(description ? { description } : {}),
      requestBody,
      responses: { ...commonFailures, ...responses },
      ...(secured ? { security: [{ bearer: [] }] } : {}),
    },
  };
}

/** An OpenAPI 3.1 description of the nine calls, generated from the very schemas the forms use. */
export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'Healvia API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths: {
      '/api/appointments': post('Request an appointment', json(appointmentRequestSchema), { 201: created('Stored', idAndMessage) }),
      '/api/callbacks': post('Request a callback', json(callbackRequestSchema), { 201: created('Stored', idAndMessage) }),
      '/api/contact': post('Send a contact message', json(contactRequestSchema), { 201: created('Stored', idAndMessage) }),
      '/api/register': post(
        'Create an account and log in',
        json(registerRequestSchema),
        { 201: created('Registered', session), 409: failure('E-mail already registered'), 429: authRateLimited },
        {
          description:
            `The e-mail is stored in lower case. The password needs at least 8 characters and must not be one ` +
            `of the most common passwords (compared ignoring case): "${CREDENTIALS_MESSAGES.passwordTooCommon}"`,
        },
      ),
      '/api/login': post(
        'Log in',
        json(loginRequestSchema),
        { 200: created('Logged in', session), 401: failure('Invalid email or password'), 429: authRateLimited },
        { description: 'The e-mail is compared ignoring case.' },
      ),
      '/api/assessments': post(
        'Submit a self-check assessment',
        assessmentBody(),
        {
          201: created('Stored with the user of the bearer token', { success: { type: 'boolean' }, ...idAndMessage }),
          401: failure('Missing, malformed, forged or expired token, or its user no longer exists'),
        },
        {
          secured: true,
          description: `${MULTI_SELECT_FIELDS.join(', ')} are lists of at least one choice; '${NONE_OF_THESE}' is allowed only alone.`,
        },
      ),
      '/api/patients': post('Register a patient', json(patientRequestSchema), { 201: created('Stored', idAndMessage) }),
      '/api/doctors': post('Register a doctor', multipart(doctorRequestSchema, DOCTOR_DOCUMENT_FIELDS), { 201: created('Stored', idAndMessage) }),
      '/api/hospitals': post('Register a hospital', multipart(hospitalRequestSchema, HOSPITAL_DOCUMENT_FIELDS), {
        201: created('Stored', idAndMessage),
      }),
    },
  };
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (document ??= buildOpenApiDocument()));
}
