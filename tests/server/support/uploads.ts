import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_END_CHUNK_BYTES = 12;

const smallImage = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 110 } } });
const PNG_BYTES = await smallImage().png().toBuffer();
const JPEG_BYTES = await smallImage().jpeg().toBuffer();

/** A real PNG grown to exactly totalBytes by a private chunk before IEND, which decoders skip. */
function pngOfSize(totalBytes: number): Uint8Array<ArrayBuffer> {
  const paddingBytes = totalBytes - PNG_BYTES.length - PNG_END_CHUNK_BYTES;
  if (paddingBytes < 0) return new Uint8Array(PNG_BYTES);
  const chunk = Buffer.alloc(PNG_END_CHUNK_BYTES + paddingBytes, 0x2a);
  chunk.writeUInt32BE(paddingBytes, 0);
  chunk.write('juNk', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + paddingBytes)), 8 + paddingBytes);
  const endAt = PNG_BYTES.length - PNG_END_CHUNK_BYTES;
  return new Uint8Array(Buffer.concat([PNG_BYTES.subarray(0, endAt), chunk, PNG_BYTES.subarray(endAt)]));
}

export const pngFile = (name = 'photo.png', totalBytes = PNG_BYTES.length) => new File([pngOfSize(totalBytes)], name, { type: 'image/png' });

export const jpegFile = (name = 'scan.jpg') => new File([new Uint8Array(JPEG_BYTES)], name, { type: 'image/jpeg' });

/** The EXIF tag that points to GPS data, as it appears in a little-endian EXIF block. */
export const GPS_POINTER_TAG = Buffer.from([0x25, 0x88]);

/** A JPEG as a phone takes it: turned by EXIF orientation 6, with camera and GPS tags. */
export async function phoneJpegFile(name = 'selfie.jpg'): Promise<File> {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c84' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'AcmePhone', Model: 'Lens 9' },
      // libvips names the GPS directory IFD3.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 2/1' },
    })
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/** The 8 bytes of a PNG signature and nothing of a picture after them. */
export const pngSignatureThenJunk = () => {
  const bytes = new Uint8Array(2048).fill(0x2a);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], 'fake.png', { type: 'image/png' });
};

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
