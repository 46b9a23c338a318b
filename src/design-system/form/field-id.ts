/** The id prefix fields use when no Form sets another one. */
export const DEFAULT_ID_PREFIX = 'field';

/** The input's id for a field name: `field-email`, `field-contacts-0-phone`. The error summary links here. */
export function fieldId(name: string, prefix: string = DEFAULT_ID_PREFIX): string {
  return `${prefix}-${name.replace(/\./g, '-')}`;
}

/** The hint's id for a field's input id. */
export function hintId(id: string): string {
  return `${id}-hint`;
}

/** The error message's id for a field's input id. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/** The id of option `index` in a radio or checkbox group: the first takes the field's own id, so links land on it. */
export function optionId(id: string, index: number): string {
  return index === 0 ? id : `${id}-${index + 1}`;
}

/** aria-describedby from the ids that apply (hint first, then error); undefined when none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
