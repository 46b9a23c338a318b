import { MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

function withSignature(signature: number[], totalBytes: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(totalBytes, signature.length)).fill(0x2a);
  bytes.set(signature);
  return bytes;
}

export const pngFile = (name = 'photo.png', totalBytes = 2048) =>
  new File([withSignature(PNG_SIGNATURE, totalBytes)], name, { type: 'image/png' });

export const jpegFile = (name = 'scan.jpg', totalBytes = 2048) =>
  new File([withSignature(JPEG_SIGNATURE, totalBytes)], name, { type: 'image/jpeg' });

/** A PDF renamed and labelled as a PNG: only its bytes give it away. */
export const pdfPretendingToBePng = () => new File(['%PDF-1.7\n1 0 obj\n'], 'certificate.png', { type: 'image/png' });

export const oversizePng = () => pngFile('huge.png', MAX_DOCUMENT_BYTES + 1);
export const exactlyMaxSizePng = () => pngFile('max.png', MAX_DOCUMENT_BYTES);

export type Part = [name: string, value: string | File];

/** Serialises parts exactly as a browser's fetch(FormData) would, boundary included. */
export async function multipartBody(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export function fieldParts(fields: Record<string, string>): Part[] {
  return Object.entries(fields);
}
