import { z } from '@/lib/zod';
import { imagePathSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

export const serviceTileSchema = z.strictObject({
  title: nonEmptyTextSchema,
  image: imagePathSchema,
  path: z.string().startsWith('/'),
});

// The spec fixes nine tiles; the integrity test checks the count so an empty file still reaches the empty state.
export const serviceTilesSchema = z.array(serviceTileSchema);

export type ServiceTile = z.infer<typeof serviceTileSchema>;
