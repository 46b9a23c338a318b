import { z } from '@/lib/zod';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** An offer card on the medicines page; `link` is a site route, normally a product catalogue. */
export const medicineOfferSchema = z.strictObject({
  title: nonEmptyTextSchema,
  discount: nonEmptyTextSchema,
  link: z.string().regex(/^\/[a-z0-9/-]*$/, { message: 'Expected a site route such as /ayurveda' }),
});

export const medicineOffersSchema = z.array(medicineOfferSchema);

export type MedicineOffer = z.infer<typeof medicineOfferSchema>;
