import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { GuardedForm } from '@/lib/bot-signals/bot-signals';
import { DOCTOR_DOCUMENT_FIELDS, doctorRequestSchema } from '@/features/onboarding/api/doctor-schema';
import { DOCUMENT_MESSAGES } from '@/features/onboarding/api/document-rules';
import { HOSPITAL_DOCUMENT_FIELDS, hospitalRequestSchema } from '@/features/onboarding/api/hospital-schema';
import { patientRequestSchema } from '@/features/onboarding/api/patient-schema';
import { requireMediaType } from '../http/content-type';
import { HttpError } from '../http/http-error';
import { readIdempotencyKey } from '../http/idempotency-key';
import { rateLimited } from '../http/security';
import { parseBody, toFieldErrors, validationError } from '../http/zod-errors';
import type { AcceptedDocument } from '../storage/documents';
import type { IdempotencyClaim, SavedRecord } from '../storage/insert-once';
import type { RegistrationScreen } from '../storage/registration-reviews';
import { checkDocuments } from '../uploads/document-check';
import { digestsOf } from '../uploads/file-digests';
import { discardFiles, readMultipartForm } from '../uploads/multipart-reader';
import type { RouteContext } from './route-context';

type RegistrationWithDocuments<Schema extends z.ZodType> = {
  path: string;
  form: GuardedForm;
  schema: Schema;
  documentFields: readonly string[];
  save: (details: z.output<Schema>, documents: AcceptedDocument[], claim: IdempotencyClaim | undefined, screen: RegistrationScreen) => Promise<SavedRecord>;
  successMessage: string;
};

/**
 * The bot signals are read once the registration is valid (a 400 first, as ever). A registration that looks like a
 * bot's is stored and put up for review all the same, with its reasons, and answered exactly as any other.
 */
export function registerOnboardingRoutes(app: FastifyInstance, context: RouteContext): void {
  const { stores, rateLimit, incomingDir, saveOnce, botGuard: { signals } } = context;
  const screenOf = async (request: FastifyRequest, form: GuardedForm): Promise<RegistrationScreen> => {
    const screening = await signals.assess(request, form);
    return (trx) => signals.registrationReasonsWithin(trx, screening);
  };

  app.post(
    '/api/patients',
    { ...rateLimited(rateLimit), onRequest: [requireMediaType('application/json'), readIdempotencyKey] },
    async (request, reply) => {
      const patient = parseBody(patientRequestSchema, request.body);
      const screen = await screenOf(request, 'patient');
      const id = await saveOnce(request, patient, (claim) => stores.patients.add(patient, claim, screen));
      return reply.code(201).send({ id, message: 'Submitted Successfully!' });
    },
  );

  function registerWithDocuments<Schema extends z.ZodType>(route: RegistrationWithDocuments<Schema>): void {
    const options = { ...rateLimited(rateLimit), onRequest: [requireMediaType('multipart/form-data'), readIdempotencyKey] };
    app.post(route.path, options, async (request, reply) => {
      const form = await readMultipartForm(request, { fileFields: route.documentFields, incomingDir });
      let id: string;
      try {
        // Taken before the check re-encodes the files: a retry is known by the bytes it sends.
        const uploads = request.idempotencyKey === undefined ? {} : await digestsOf(form.files);
        const details = route.schema.safeParse(form.fields);
        const documents = await checkDocuments(form.files, route.documentFields);
        const problems = { ...(details.success ? {} : toFieldErrors(details.error)), ...documents.problems, ...form.problems };
        if (!details.success || Object.keys(problems).length > 0) {
          if (documents.hasWrongType) throw new HttpError(415, DOCUMENT_MESSAGES.wrongType, problems);
          // A part the reader refused (e.g. sent as JSON) is why the schema found that field empty: say so first.
          const [refusedPart] = Object.values(form.problems);
          if (refusedPart) throw new HttpError(400, refusedPart, problems);
          if (!details.success) throw validationError(details.error, problems);
          throw new HttpError(400, Object.values(problems)[0] ?? DOCUMENT_MESSAGES.missing, problems);
        }
        const { data } = details;
        const screen = await screenOf(request, route.form);
        id = await saveOnce(request, { details: data, uploads }, (claim) => route.save(data, documents.accepted, claim, screen));
      } finally {
        // Files moved into place (SQLite) are gone from their temporary names; this removes the rest,
        // before the answer, so nothing of the request is left in the incoming directory once it is sent.
        await discardFiles(form.files);
      }
      return reply.code(201).send({ id, message: route.successMessage });
    });
  }

  registerWithDocuments({
    path: '/api/doctors',
    form: 'doctor',
    schema: doctorRequestSchema,
    documentFields: DOCTOR_DOCUMENT_FIELDS,
    save: (doctor, documents, claim, screen) => stores.doctors.add(doctor, documents, claim, screen),
    successMessage: 'Submitted Successfully!',
  });

  registerWithDocuments({
    path: '/api/hospitals',
    form: 'hospital',
    schema: hospitalRequestSchema,
    documentFields: HOSPITAL_DOCUMENT_FIELDS,
    save: (hospital, documents, claim, screen) => stores.hospitals.add(hospital, documents, claim, screen),
    successMessage: 'Hospital registered successfully!',
  });
}
