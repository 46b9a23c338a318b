import { dataFilePartKey } from '@/lib/data-file';

const routeIdPattern = /^[1-9]\d*$/;

/** The record id a route parameter names, or undefined when it is not a positive whole number. */
export function toRecordId(value: string | number | undefined): number | undefined {
  const id = typeof value === 'string' && routeIdPattern.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The key of the record a detail route names in its data file: the part its page embeds and its screen reads. */
export const recordKey = (path: string, id: string | undefined) => dataFilePartKey(path, 'id', id ?? '');
