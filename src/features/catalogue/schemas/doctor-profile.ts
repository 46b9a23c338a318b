import { z } from '@/lib/zod';
import { imagePathSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

export const doctorProfileSchema = z.strictObject({
  name: nonEmptyTextSchema,
  title: nonEmptyTextSchema,
  /** An abstract avatar illustration, never a photo; alt text comes from `name`. */
  image: imagePathSchema,
  about: nonEmptyTextSchema,
  education: z.array(nonEmptyTextSchema),
  experience: z.array(nonEmptyTextSchema),
  expertise: z.array(nonEmptyTextSchema),
  whyChoose: z.array(nonEmptyTextSchema),
  contact: z.strictObject({
    helpline: nonEmptyTextSchema,
    email: z.email(),
    website: nonEmptyTextSchema,
  }),
});

export const doctorProfilesSchema = z.array(doctorProfileSchema);

export type DoctorProfile = z.infer<typeof doctorProfileSchema>;
