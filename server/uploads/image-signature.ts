import { open } from 'node:fs/promises';
import { SIGNATURE_LENGTH, detectImageKind, type ImageKind } from '@/features/onboarding/api/image-signature';

export { detectImageKind, type ImageKind };

/** What a stored upload really is, by its first bytes (the same table the browser form checks). */
export async function detectImageKindOfFile(filePath: string): Promise<ImageKind | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const header = new Uint8Array(SIGNATURE_LENGTH);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    return detectImageKind(header.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
