import { open } from 'node:fs/promises';

export type ImageKind = { mediaType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' };

const SIGNATURES: { bytes: number[]; kind: ImageKind }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: { mediaType: 'image/png', extension: 'png' } },
  { bytes: [0xff, 0xd8, 0xff], kind: { mediaType: 'image/jpeg', extension: 'jpg' } },
];

/** What a file really is, judged by its first bytes rather than by its name or declared type. */
export function detectImageKind(header: Uint8Array): ImageKind | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => header[index] === byte))?.kind;
}

export async function detectImageKindOfFile(filePath: string): Promise<ImageKind | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const header = new Uint8Array(8);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    return detectImageKind(header.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
