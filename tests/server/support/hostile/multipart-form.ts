import type { HostileRequest } from './hostile-case';
import { BOUNDARY, encodeParts, multipartType, textParts, type RawPart } from './multipart-encoding';
import type { MultipartRoute } from './route-shapes';
import { validDocument, type FileContent } from './spoofed-files';

export const filePart = (name: string, file: FileContent): RawPart => ({ name, value: file.bytes, filename: file.filename, type: file.type });

/** Every text field and every document of a valid registration. */
export const validParts = (route: MultipartRoute): RawPart[] => [
  ...textParts(route.valid()),
  ...route.documents.map((name, index) => filePart(name, validDocument(index))),
];

/** The valid parts with the part called name replaced by the given ones (none removes it). */
export function replacing(parts: readonly RawPart[], name: string, ...replacement: RawPart[]): RawPart[] {
  return parts.flatMap((part) => (part.name === name ? replacement : [part]));
}

export const multipart = (parts: readonly RawPart[], boundary = BOUNDARY): HostileRequest => ({
  payload: encodeParts(parts, boundary),
  contentType: multipartType(boundary),
});

/** The valid form with one field's value replaced. */
export const withFieldValue = (route: MultipartRoute, name: string, value: string | Uint8Array) => () =>
  multipart(replacing(validParts(route), name, { name, value }));

/** The valid form with one part replaced by the given parts. */
export const withPart = (route: MultipartRoute, name: string, ...parts: RawPart[]) => () => multipart(replacing(validParts(route), name, ...parts));

/** The valid form with parts added at the end. */
export const withExtra = (route: MultipartRoute, ...parts: RawPart[]) => () => multipart([...validParts(route), ...parts]);
