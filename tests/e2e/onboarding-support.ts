import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { e2eDataDir } from '../../playwright.config';

type Row = Record<string, unknown>;
/** A file as Playwright's setInputFiles and request.multipart take it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

export const databaseFile = path.join(e2eDataDir, 'healvia.sqlite');
export const uploadsDir = path.join(e2eDataDir, 'uploads');

/** Rows the real server stored, read from its database file without writing to it. */
export function storedRows(table: 'patients' | 'doctors' | 'hospitals' | 'documents', column: string, value: string): Row[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE ${column} = ?`).all(value) as Row[];
  } finally {
    db.close();
  }
}

/**
 * The staff review of a registration: its status and why the bot signals held it back (issue 41), null for a person.
 */
export function reviewOf(kind: 'patient' | 'doctor' | 'hospital', registrationId: unknown): Row | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT status, quarantine_reasons FROM registration_reviews WHERE kind = ? AND registration_id = ?').get(kind, String(registrationId)) as Row | undefined;
  } finally {
    db.close();
  }
}

/** The database exactly as it lies on disk, write-ahead log included. */
export function databaseBytes(): Buffer {
  return Buffer.concat([databaseFile, `${databaseFile}-wal`].filter(existsSync).map((file) => readFileSync(file)));
}

export const storedFileNames = () => readdirSync(uploadsDir).filter((name) => !name.startsWith('.'));

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
export const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
export const randomDigits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A real PNG picture, as a scanner saves a certificate. */
export async function pngUpload(name: string, background = '#3a8'): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A phone photo: a real JPEG carrying the camera's make and the GPS position where it was taken. */
export async function phonePhotoUpload(name: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'AcmePhone', Model: 'Lens 9' },
      // libvips names the GPS directory IFD3.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 2/1' },
    })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A PDF whose name says PNG: the type a browser guesses from the name is image/png. */
export const pdfRenamedPng = (name = 'registration.png'): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
});

/** The stored file of one document of a registration, with what sharp reads from it. */
export async function storedDocuments(ownerId: string) {
  const rows = storedRows('documents', 'owner_id', ownerId);
  return Promise.all(
    rows.map(async (row) => {
      const file = path.join(uploadsDir, String(row.stored_name));
      return { field: String(row.field), file, bytes: readFileSync(file), metadata: await sharp(file).metadata() };
    }),
  );
}
