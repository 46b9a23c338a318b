/** Spec §8: the catalogue's error view shows the failure's own message, else 'Failed to fetch data'. */
export function catalogueErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Failed to fetch data';
}
