import { z } from '@/lib/zod';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** `city` and `locality` are null where the spec defines none for that state or city. */
export const diagnosticCentreSchema = z.strictObject({
  name: nonEmptyTextSchema,
  state: nonEmptyTextSchema,
  city: nonEmptyTextSchema.nullable(),
  locality: nonEmptyTextSchema.nullable(),
  address: nonEmptyTextSchema,
  hours: nonEmptyTextSchema,
  phone: z
    .string()
    .regex(/^\+91 \d{2,4} \d{2,4} \d{4}$/, { message: 'Expected a number such as +91 80 4718 2400' })
    .refine((phone) => phone.replace(/\D/g, '').length === 12, { message: 'Expected ten digits after +91' }),
  /** OPEN_NOW_STATUS, or any other text (e.g. 'Closed') for a centre that is shut. */
  status: nonEmptyTextSchema,
});

/** The state → city → locality tree behind the three selects. */
export const centreStateSchema = z.strictObject({
  name: nonEmptyTextSchema,
  cities: z.array(z.strictObject({ name: nonEmptyTextSchema, localities: z.array(nonEmptyTextSchema) })),
});

export const nearbyCentresSchema = z.strictObject({
  states: z.array(centreStateSchema),
  centres: z.array(diagnosticCentreSchema),
});

export type DiagnosticCentre = z.infer<typeof diagnosticCentreSchema>;
export type CentreState = z.infer<typeof centreStateSchema>;
export type NearbyCentres = z.infer<typeof nearbyCentresSchema>;
