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
import { botSignalParameters, formTokenPath, guardedParameters, proofOfWorkRequired } from './openapi-bot-signals';
import { staffSessionScheme, vitalsPaths } from './openapi-vitals';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_LENGTH, IDEMPOTENCY_KEY_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from './http/idempotency-key';

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

const idempotencyKey = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'A random key (a UUID) made once per submission and sent again with every retry of it. The first request ' +
    'stored under a key is the only one stored: a retry gets its answer (same status, same body, same id), a ' +
    `different request with the key a 422 ("${IDEMPOTENCY_KEY_MESSAGES.reused}"). Keys are unique per kind of record ` +
    'and kept as long as the record. The quoted form ("…") is the same key.',
  schema: { type: 'string', minLength: IDEMPOTENCY_KEY_LENGTH.min, maxLength: IDEMPOTENCY_KEY_LENGTH.max, pattern: IDEMPOTENCY_KEY_PATTERN.source },
  example: '5f0c8a52-8a7e-4d3b-9f3e-2b7d6c1e4a90',
};
const idempotentFailures = {
  400: failure('Invalid fields, or a malformed Idempotency-Key (empty, several, outside its characters or length)'),
  422: failure('The Idempotency-Key was already used for a different request; nothing was stored'),
};

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

const probeStatus = (description: string, status: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: status } } } } },
});
const backupReport = {
  type: 'object',
  required: ['status', 'method', 'lagSeconds', 'lagWarnSeconds', 'lastSuccessfulBackupAt'],
  properties: {
    status: { enum: ['ok', 'lagging', 'failing', 'off'] },
    method: { enum: ['litestream', 'postgres-wal-archive', 'none'] },
    replica: { type: ['string', 'null'] },
    lagSeconds: { type: ['number', 'null'] },
    lagWarnSeconds: { type: 'number' },
    lastSuccessfulBackupAt: { type: ['string', 'null'], format: 'date-time' },
    uploads: { type: 'object' },
    message: { type: 'string' },
  },
};
const probe = (summary: string, description: string, responses: Record<number, unknown>) => ({ get: { summary, description, responses } });

/** `guarded`: a form the bot signals watch (issue 41): its headers and the 428. */
type PostOptions = { secured?: boolean; description?: string; idempotent?: boolean; guarded?: boolean };

function post(summary: string, requestBody: unknown, responses: Record<number, unknown>, options: PostOptions = {}) {
  const { secured = false, description, idempotent = false, guarded = false } = options;
  const parameters = [...(idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []), ...(guarded ? guardedParameters : [])];
  return {
    post: {
      summary,
      ...(description ? { description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      requestBody,
      responses: { ...commonFailures, ...(idempotent ? idempotentFailures : {}), ...(guarded ? { 428: proofOfWorkRequired } : {}), ...responses },
      ...(secured ? { security: [{ bearer: [] }] } : {}),
    },
  };
}

/** An OpenAPI 3.1 description of the nine calls, the form token, the field speed beacon and report, and the two health probes, generated from the very schemas the forms use. */
export function buildOpenApiDocument() {
  const stored = created('Stored, or, for a retry with the same Idempotency-Key, the first answer again', idAndMessage);
  const once = { idempotent: true, guarded: true };
  const guarded = { guarded: true };
  return {
    openapi: '3.1.0',
    info: { title: 'Healvia API', version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, staffSession: staffSessionScheme },
      parameters: { IdempotencyKey: idempotencyKey, ...botSignalParameters },
    },
    paths: {
      '/api/form-token': formTokenPath,
      '/api/appointments': post('Request an appointment', json(appointmentRequestSchema), { 201: stored }, once),
      '/api/callbacks': post('Request a callback', json(callbackRequestSchema), { 201: stored }, once),
      '/api/contact': post('Send a contact message', json(contactRequestSchema), { 201: stored }, once),
      '/api/register': post(
        'Create an account and log in',
        json(registerRequestSchema),
        { 201: created('Registered', session), 409: failure('E-mail already registered'), 429: authRateLimited },
        {
          ...guarded,
          description:
            `The e-mail is stored in lower case. The password needs at least 8 characters and must not be one ` +
            `of the most common passwords (compared ignoring case): "${CREDENTIALS_MESSAGES.passwordTooCommon}"`,
        },
      ),
      '/api/login': post(
        'Log in',
        json(loginRequestSchema),
        { 200: created('Logged in', session), 401: failure('Invalid email or password'), 429: authRateLimited },
        { ...guarded, description: 'The e-mail is compared ignoring case.' },
      ),
      '/api/assessments': post(
        'Submit a self-check assessment',
        assessmentBody(),
        {
          201: created('Stored with the user of the bearer token', { success: { type: 'boolean' }, ...idAndMessage }),
          401: failure('Missing, malformed, forged or expired token, or its user no longer exists'),
        },
        {
          idempotent: true,
          secured: true,
          description: `${MULTI_SELECT_FIELDS.join(', ')} are lists of at least one choice; '${NONE_OF_THESE}' is allowed only alone.`,
        },
      ),
      '/api/patients': post('Register a patient', json(patientRequestSchema), { 201: stored }, once),
      '/api/doctors': post('Register a doctor', multipart(doctorRequestSchema, DOCTOR_DOCUMENT_FIELDS), { 201: stored }, once),
      '/api/hospitals': post('Register a hospital', multipart(hospitalRequestSchema, HOSPITAL_DOCUMENT_FIELDS), { 201: stored }, once),
      ...vitalsPaths,
      '/healthz': probe('Liveness', 'For a process supervisor: 200 while the process runs. Not rate-limited, not logged at info.', {
        200: probeStatus('The process runs', 'ok'),
      }),
      '/readyz': probe('Readiness', 'For a load balancer: whether this instance can take traffic. Not rate-limited, not logged at info.', {
        200: probeStatus('The database answers and every migration of this build is applied', 'ready'),
        503: failure('The database does not answer within 2 s, a migration is not applied, or the instance is shutting down (SIGTERM)'),
      }),
      '/healthz/backup': probe(
        'Backup',
        "Only from this machine (loopback, no proxy header) or with an admin's staff session; 404 to anyone else. The replica's lag and the time up to which every write is in it (docs/backups.md).",
        {
          200: { description: 'The backup keeps up: lagSeconds ≤ lagWarnSeconds', content: { 'application/json': { schema: backupReport } } },
          503: { description: 'The backup lags, fails, or is off (status says which)', content: { 'application/json': { schema: backupReport } } },
        },
      ),
    },
  };
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (document ??= buildOpenApiDocument()));
}
