import { crc32, deflateSync } from 'node:zlib';
import { jpegFile, oversizePng, pngFile } from '../uploads';
import type { Prng } from './prng';

export const PNG_BYTES = Buffer.from(await pngFile().arrayBuffer());
export const JPEG_BYTES = Buffer.from(await jpegFile().arrayBuffer());
export const OVERSIZE_PNG_BYTES = Buffer.from(await oversizePng().arrayBuffer());

export type FileContent = { bytes: Uint8Array; filename: string; type: string };

const PNG_SIGNATURE = PNG_BYTES.subarray(0, 8);

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG header claiming 30,000 × 30,000 pixels (a decompression bomb) over a few bytes of data. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(4096))), pngChunk('IEND', Buffer.alloc(0))]);
}

function withBrokenHeaderCrc(): Buffer {
  const copy = Buffer.from(PNG_BYTES);
  copy[29] = copy[29]! ^ 0xff;
  return copy;
}

const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

/** Files whose name, declared type or first bytes lie about what they are, or that are no picture at all. */
export function spoofedFiles(prng: Prng): [name: string, file: FileContent][] {
  const junk = (head: Uint8Array) => Buffer.concat([head, prng.bytes(2048)]);
  return [
    ['a PNG signature followed by junk', { bytes: junk(PNG_SIGNATURE), filename: 'scan.png', type: 'image/png' }],
    ['a JPEG signature followed by junk', { bytes: junk(JPEG_BYTES.subarray(0, 3)), filename: 'scan.jpg', type: 'image/jpeg' }],
    ['a PDF named .png', { bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), filename: 'certificate.png', type: 'image/png' }],
    ['an SVG with a script named .png', { bytes: Buffer.from(SVG_WITH_SCRIPT), filename: 'photo.png', type: 'image/png' }],
    ['an SVG with a script declared as SVG', { bytes: Buffer.from(SVG_WITH_SCRIPT), filename: 'photo.svg', type: 'image/svg+xml' }],
    ['HTML behind a PNG signature', { bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from('<script>alert(1)</script>')]), filename: 'x.png', type: 'image/png' }],
    ['a zero-byte PNG', { bytes: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' }],
    ['a real PNG declared as a PDF', { bytes: PNG_BYTES, filename: 'scan.pdf', type: 'application/pdf' }],
    ['a real PNG declared as HTML', { bytes: PNG_BYTES, filename: 'scan.html', type: 'text/html' }],
    ['a real PNG declared as WebP', { bytes: PNG_BYTES, filename: 'scan.webp', type: 'image/webp' }],
    ['a real PNG declared as octet-stream', { bytes: PNG_BYTES, filename: 'scan.png', type: 'application/octet-stream' }],
    ['a real JPEG declared as a GIF', { bytes: JPEG_BYTES, filename: 'scan.gif', type: 'image/gif' }],
    ['a GIF named .png', { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), filename: 'scan.png', type: 'image/png' }],
    ['a Windows executable named .jpg', { bytes: junk(Buffer.from('MZ\x90\x00', 'latin1')), filename: 'scan.jpg', type: 'image/jpeg' }],
    ['a ZIP archive named .png', { bytes: junk(Buffer.from('PK\x03\x04', 'latin1')), filename: 'scan.png', type: 'image/png' }],
    ['the first half of a PNG', { bytes: PNG_BYTES.subarray(0, PNG_BYTES.length >> 1), filename: 'half.png', type: 'image/png' }],
    ['a PNG whose header checksum is wrong', { bytes: withBrokenHeaderCrc(), filename: 'crc.png', type: 'image/png' }],
    ['a PNG claiming 30,000 x 30,000 pixels', { bytes: pngBomb(), filename: 'bomb.png', type: 'image/png' }],
  ];
}

/** The valid document for the field at index: PNGs and JPEGs by turns. */
export const validDocument = (index: number): FileContent =>
  index % 2 === 0 ? { bytes: PNG_BYTES, filename: `doc${index}.png`, type: 'image/png' } : { bytes: JPEG_BYTES, filename: `doc${index}.jpg`, type: 'image/jpeg' };
