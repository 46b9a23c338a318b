/** What a file really is, judged by its first bytes rather than by its name or declared type. */
export type ImageKind = { mediaType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' };

const SIGNATURES: { bytes: number[]; kind: ImageKind }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: { mediaType: 'image/png', extension: 'png' } },
  { bytes: [0xff, 0xd8, 0xff], kind: { mediaType: 'image/jpeg', extension: 'jpg' } },
];

/** Bytes needed to tell the kinds apart. */
export const SIGNATURE_LENGTH = 8;

export function detectImageKind(header: Uint8Array): ImageKind | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => header[index] === byte))?.kind;
}

/** The first bytes of a picked file; FileReader where Blob.arrayBuffer is missing (jsdom). */
async function readHeader(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SIGNATURE_LENGTH);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/** Whether a picked file starts like a JPEG or PNG: a PDF renamed .png is caught before it is sent. */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  try {
    return detectImageKind(await readHeader(file)) !== undefined;
  } catch {
    return false;
  }
}
