import { fieldLabel } from './public-files';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Text a sidecar must keep as it is: site routes, image paths and dates (YYYY-MM-DD). */
const isFixedText = (text: string) => text.startsWith('/') || /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * Where a Hindi sidecar departs from its English file other than in its text: a key, a list length, a number,
 * a flag, a route, an image or a date that differs. Record names kept in English are text the sidecar may keep.
 */
export function hindiSidecarProblems(path: string, english: unknown, hindi: unknown, at: PropertyKey[] = []): string[] {
  const here = fieldLabel(path, ...at);
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length) return [`${here}: not a list of ${english.length}`];
    return english.flatMap((item, index) => hindiSidecarProblems(path, item, hindi[index], [...at, index]));
  }
  if (isRecord(english)) {
    if (!isRecord(hindi) || Array.isArray(hindi)) return [`${here}: not an object`];
    const keys = Object.keys(english);
    if (keys.join() !== Object.keys(hindi).join()) return [`${here}: keys ${Object.keys(hindi).join()} instead of ${keys.join()}`];
    return keys.flatMap((key) => hindiSidecarProblems(path, english[key], hindi[key], [...at, key]));
  }
  if (typeof english === 'string' && typeof hindi === 'string') {
    return isFixedText(english) && hindi !== english ? [`${here}: ${JSON.stringify(hindi)} instead of ${JSON.stringify(english)}`] : [];
  }
  return Object.is(english, hindi) ? [] : [`${here}: ${JSON.stringify(hindi)} instead of ${JSON.stringify(english)}`];
}
