import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validDoctorFields } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, GPS_POINTER_TAG, jpegFile, multipartBody, phoneJpegFile, pngFile, pngSignatureThenJunk, type Part } from './support/uploads';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

async function postDoctor(documents: Partial<Record<'profilePhoto' | 'medicalRegistrationCertificate' | 'governmentID', File>>) {
  const files: Part[] = Object.entries({ profilePhoto: pngFile(), medicalRegistrationCertificate: jpegFile(), governmentID: jpegFile(), ...documents });
  const { payload, headers } = await multipartBody([...fieldParts(validDoctorFields()), ...files]);
  return server.request({ method: 'POST', url: '/api/doctors', payload, headers });
}

async function storedDocument(ownerId: string, field: string) {
  const row = (await server.rows('documents')).find((candidate) => candidate.owner_id === ownerId && candidate.field === field);
  if (!row) throw new Error(`no ${field} stored for ${ownerId}`);
  const storedName = String(row.stored_name);
  return { row, storedName, bytes: await server.storedUpload(storedName) };
}

const WRONG_TYPE = 'Only JPG/JPEG/PNG images are allowed';

describe('uploaded images are decoded and re-encoded', () => {
  it('stores a phone photo upright, without its EXIF camera and GPS tags', async () => {
    const photo = await phoneJpegFile();
    const sent = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(sent).toMatchObject({ width: 60, height: 40, orientation: 6 });
    expect(sent.exif?.includes(GPS_POINTER_TAG)).toBe(true);

    const response = await postDoctor({ profilePhoto: photo });
    expect(response.statusCode).toBe(201);

    const { row, bytes } = await storedDocument(response.json<{ id: string }>().id, 'profilePhoto');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(bytes.includes('AcmePhone')).toBe(false);
    expect(row).toMatchObject({ media_type: 'image/jpeg', size_bytes: bytes.length });
  });

  it('stores a PNG as a fresh PNG without its text and EXIF chunks', async () => {
    const tagged = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#2a6' } })
      .png()
      .withExif({ IFD0: { Make: 'ScannerCo', ImageDescription: 'PAN card' } })
      .toBuffer();
    expect(tagged.includes('ScannerCo')).toBe(true);
    const response = await postDoctor({ governmentID: new File([new Uint8Array(tagged)], 'pan.png', { type: 'image/png' }) });
    expect(response.statusCode).toBe(201);

    const { storedName, bytes } = await storedDocument(response.json<{ id: string }>().id, 'governmentID');
    expect(path.extname(storedName)).toBe('.png');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 30, height: 20 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('ScannerCo')).toBe(false);
  });

  describe('refusing what does not decode', () => {
    let jpegBytes: Buffer;
    beforeAll(async () => {
      jpegBytes = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } }).jpeg().toBuffer();
    });

    it.each([
      { case: 'a PNG signature followed by junk', file: () => pngSignatureThenJunk() },
      { case: 'a JPEG cut off halfway', file: () => new File([new Uint8Array(jpegBytes.subarray(0, jpegBytes.length / 2))], 'cut.jpg', { type: 'image/jpeg' }) },
      {
        case: 'a PNG of 60 megapixels in a small file',
        file: async () => {
          const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
          return new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' });
        },
      },
    ])('refuses $case with 415, keeping no row and no file, temporary ones included', async ({ file }) => {
      const doctorsBefore = (await server.rowCount('doctors'));
      const filesBefore = (await server.uploadedFiles());

      const response = await postDoctor({ medicalRegistrationCertificate: await file() });

      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: WRONG_TYPE,
        error: 'Unsupported Media Type',
        fields: { medicalRegistrationCertificate: WRONG_TYPE },
      });
      expect(await server.rowCount('doctors')).toBe(doctorsBefore);
      expect(await server.uploadedFiles()).toEqual(filesBefore);
      expect((await server.uploadedFiles()).some((name) => name.includes(`${path.sep}.incoming${path.sep}`))).toBe(false);
    });
  });
});
