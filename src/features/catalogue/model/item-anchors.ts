import { slugOf } from '@/lib/slug';

/*
 * The `id`s of items on pages that list many, so a link (a search result) lands on one, e.g.
 * /tests#lab-test-12. Derived from the record's id or name: stable, unique on its page, starting with a letter.
 */

/** A lab test's card in the tests page's category tabs. */
export const labTestAnchorId = (id: number) => `lab-test-${id}`;

/** A scan's card in the tests page's health scan tabs. */
export const healthScanAnchorId = (id: number) => `health-scan-${id}`;

/** A featured product's card in the skincare page's carousel. */
export const skincareProductAnchorId = (id: number) => `skincare-product-${id}`;

/** A name's slug, prefixed where it would not start with a letter. */
const letterFirst = (name: string, prefix: string) => {
  const slug = slugOf(name);
  return /^[a-z]/.test(slug) ? slug : `${prefix}-${slug}`;
};

/** A care program's card, by its title ("Diabetes Care Program" → "diabetes-care-program"). */
export const careProgramAnchorId = (title: string) => letterFirst(title, 'program');

/** A specialist's card on the consultation page ("General Physician" → "general-physician"). */
export const specialistAnchorId = (specialist: string) => letterFirst(specialist, 'specialist');

/** The our doctors page's list of its doctors, where symptoms and specialities lead. */
export const DOCTOR_INDEX_ANCHOR_ID = 'find-a-doctor';
