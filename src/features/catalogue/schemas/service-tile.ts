import { z } from 'zod';

export const serviceTileSchema = z.object({
  title: z.string().min(1),
  image: z.string().startsWith('/images/'),
  path: z.string().startsWith('/'),
});

export const serviceTilesSchema = z.array(serviceTileSchema).length(9);

export type ServiceTile = z.infer<typeof serviceTileSchema>;
