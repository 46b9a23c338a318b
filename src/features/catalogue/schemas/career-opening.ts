import { z } from '@/lib/zod';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

export const employmentTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

/** An open role listed on /careers. */
export const careerOpeningSchema = z.strictObject({
  title: nonEmptyTextSchema,
  team: nonEmptyTextSchema,
  location: nonEmptyTextSchema,
  type: z.enum(employmentTypes),
});

export const careerOpeningsSchema = z.array(careerOpeningSchema);

export type CareerOpening = z.infer<typeof careerOpeningSchema>;
