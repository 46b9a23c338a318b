import { z } from '@/lib/zod';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** Plain text items of the home Symptoms / Specialities toggle; each card links to /our-doctors. */
export const symptomsSchema = z.array(nonEmptyTextSchema);
export const specialitiesSchema = z.array(nonEmptyTextSchema);

export type Symptoms = z.infer<typeof symptomsSchema>;
export type Specialities = z.infer<typeof specialitiesSchema>;
