import { useDataFile } from '@/lib/use-data-file';
import type { Feedback } from '@/features/catalogue/schemas/feedback';

export const feedbackPath = '/data/feedback.json';

/** Patient feedback carousel on the home page. */
export function useFeedback() {
  return useDataFile<Feedback[]>(feedbackPath);
}
