export const BOUNDARY = 'HostileBoundary';

export type RawPart = {
  name: string;
  value: string | Uint8Array;
  /** Makes the part a file. */
  filename?: string;
  type?: string;
  /** Header lines after Content-Disposition and Content-Type, written as given. */
  extraHeaders?: string[];
  /** Replaces the whole Content-Disposition line. */
  disposition?: string;
};

const CRLF = '\r\n';

function partHead(part: RawPart): string {
  const disposition =
    part.disposition ?? `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  const lines = [disposition, ...(part.type ? [`Content-Type: ${part.type}`] : []), ...(part.extraHeaders ?? [])].filter((line) => line !== '');
  return `${lines.join(CRLF)}${CRLF}${CRLF}`;
}

/** A multipart/form-data body exactly as written: nothing escaped, so a case can break any rule. */
export function encodeParts(parts: readonly RawPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${partHead(part)}`), Buffer.from(part.value), Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

export const textParts = (fields: Record<string, string>): RawPart[] => Object.entries(fields).map(([name, value]) => ({ name, value }));
