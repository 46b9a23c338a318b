import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';
import { HttpError, type FieldErrors } from '../http/http-error';
import { UNSAFE_TEXT_MESSAGE, hasUnsafeCharacters, visibleName } from '../http/text-safety';

export type ReceivedFile = {
  field: string;
  tempPath: string;
  sizeBytes: number;
  declaredType: string;
  originalName: string;
};

export type ReceivedForm = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Parts that broke the form's shape: unknown or repeated names, text where a file belongs. */
  problems: FieldErrors;
};

const MALFORMED_MESSAGE = 'The multipart body is malformed';
/** What file systems allow; no browser sends a longer name. */
const MAX_FILE_NAME_LENGTH = 255;
const TEXT_LIMITS = { fieldNameSize: 100, fieldSize: 16 * 1024, fields: 60, headerPairs: 100 } as const;

/**
 * Reads a multipart form, streaming each expected file to a temporary name in incomingDir.
 * On any failure every temporary file is removed before the error goes up.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; incomingDir: string },
): Promise<ReceivedForm> {
  // Null-prototype maps: part names come from the client.
  const form: ReceivedForm = { fields: Object.create(null), files: [], problems: Object.create(null) };
  const seen = new Set<string>();
  const limits = {
    ...TEXT_LIMITS,
    fileSize: MAX_DOCUMENT_BYTES,
    files: options.fileFields.length,
    parts: TEXT_LIMITS.fields + options.fileFields.length,
  };
  try {
    for await (const part of request.parts({ limits })) {
      const repeated = seen.has(part.fieldname);
      seen.add(part.fieldname);
      if (repeated) form.problems[part.fieldname] = 'Sent more than once';

      if (part.type === 'file') {
        const nameProblem = fileNameProblem(part.filename);
        if (repeated || !options.fileFields.includes(part.fieldname) || nameProblem) {
          form.problems[part.fieldname] ??= nameProblem ?? 'Unknown field';
          part.file.resume();
          continue;
        }
        // Busboy destroys the stream of a part the body cut short, sometimes before we see it, and
        // pipeline() never settles on an already destroyed stream.
        if (part.file.destroyed) throw new HttpError(400, MALFORMED_MESSAGE);
        const tempPath = path.join(options.incomingDir, `${randomUUID()}.part`);
        const received = { field: part.fieldname, tempPath, sizeBytes: 0, declaredType: part.mimetype, originalName: part.filename };
        form.files.push(received);
        // flush: fsync before the record commits, so an acknowledged document survives a power cut too.
        await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }));
        if (part.file.truncated) throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge, { [part.fieldname]: DOCUMENT_MESSAGES.tooLarge });
        received.sizeBytes = part.file.bytesRead;
        continue;
      }

      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, `The field ${visibleName(part.fieldname)} is too long`);
      if (options.fileFields.includes(part.fieldname)) form.problems[part.fieldname] ??= 'Expected a file';
      // A part declared application/json arrives parsed (an object would become "[object Object]").
      else if (typeof part.value !== 'string') form.problems[part.fieldname] ??= 'Send this field as plain text';
      else {
        if (hasUnsafeCharacters(part.value)) form.problems[part.fieldname] ??= UNSAFE_TEXT_MESSAGE;
        if (!repeated) form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Let the rest of the body drain so the client can read our answer instead of a reset connection.
    request.raw.unpipe();
    request.raw.resume();
    await discardFiles(form.files);
    throw asClientError(error);
  }
  return form;
}

function fileNameProblem(name: string): string | undefined {
  if (hasUnsafeCharacters(name)) return 'The file name contains characters that are not allowed';
  if (name.length > MAX_FILE_NAME_LENGTH) return 'The file name is too long';
  return undefined;
}

export async function discardFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}

/** Busboy reports broken bodies with plain Errors; those are the client's fault, disk errors are ours. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (typeof error !== 'object' || error === null) return error;
  if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) return error;
  if ('syscall' in error) return error;
  return new HttpError(400, MALFORMED_MESSAGE);
}
