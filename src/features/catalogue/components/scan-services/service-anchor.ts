import { slugOf } from '@/lib/slug';

/**
 * The `id` of a scan service card, from its name ("MRI Brain (Plain)" → "mri-brain-plain"), so a link
 * such as /medical-services/1#mri-brain-plain lands on the card. Starts with a letter, as CSS selectors need.
 */
export function serviceAnchorId(name: string): string {
  const slug = slugOf(name);
  return /^[a-z]/.test(slug) ? slug : `service-${slug}`;
}
