import { z } from '@/lib/zod';

/** Whole rupees; the site never shows paise. */
export const rupeesSchema = z.number().int().positive();

/** A whole-number discount percentage, e.g. 40 for "40% Off". */
export const percentSchema = z.number().int().min(0).max(95);

/** A local image under public/images; never hot-linked. */
export const imagePathSchema = z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|webp|avif)$/, {
  message: 'Expected a local image path such as /images/services/scans.svg',
});

/** A numeric record id that a detail route (/…/{id}) resolves. */
export const recordIdSchema = z.number().int().positive();

export const nonEmptyTextSchema = z.string().trim().min(1);

/** A calendar date as YYYY-MM-DD, e.g. a publication date. */
export const isoDateSchema = z.iso.date();
