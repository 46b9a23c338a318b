import { rename, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageKind } from './image-signature';

// Uploads are read once; libvips' operation cache would only keep copies of people's documents in memory.
sharp.cache(false);

/** Above a 48-megapixel phone photo; a small file claiming more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 90;

async function decodeAndEncode(filePath: string, kind: ImageKind): Promise<Buffer | undefined> {
  // 'error' refuses truncated or corrupt pixel data; 'warning' would also refuse real phone photos
  // with harmless quirks (extra bytes before a marker).
  const image = sharp(filePath, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const { format } = await image.metadata();
  if (format !== (kind.extension === 'png' ? 'png' : 'jpeg')) return undefined;
  // rotate() turns the pixels upright by the EXIF orientation; the output keeps no metadata at all.
  const upright = image.rotate();
  return (kind.extension === 'png' ? upright.png() : upright.jpeg({ quality: JPEG_QUALITY })).toBuffer();
}

/**
 * Replaces an upload with a fresh encoding of its pixels, dropping EXIF, GPS, ICC and comments.
 * Returns the new size, or undefined when the file is not a decodable image of its claimed kind.
 */
export async function reencodeImage(filePath: string, kind: ImageKind): Promise<number | undefined> {
  let encoded: Buffer | undefined;
  try {
    encoded = await decodeAndEncode(filePath, kind);
  } catch {
    // Anything libvips cannot read is the sender's file, not our fault.
    return undefined;
  }
  if (!encoded) return undefined;
  const cleanPath = `${filePath}.clean`;
  try {
    // flush: fsync before the record commits, as for the original upload.
    await writeFile(cleanPath, encoded, { flag: 'wx', mode: 0o600, flush: true });
    await rename(cleanPath, filePath);
  } catch (error) {
    await rm(cleanPath, { force: true });
    throw error;
  }
  return encoded.length;
}
