/**
 * File uploads, the one way: `acceptMultipart(scope, limits)` lets the routes of one plugin scope
 * (and no other) take multipart bodies, and `readUpload(request)` reads a whole body into memory
 * as text fields and file buffers. Limits are exact and enforced while streaming: a file over the
 * size answers 413 before it is read to the end, and so do too many files, fields or parts.
 * Buffering is fine at these sizes (images of a few MB, a handful per request) and lets the
 * image pipeline see every byte before anything is stored.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import { badRequest, HttpError } from './http-errors';

export interface UploadLimits {
  /** Largest single file, in bytes. */
  fileBytes: number;
  /** Most files in one request. */
  files: number;
  /** Most text fields in one request. */
  fields: number;
  /** Largest text field, in bytes. */
  fieldBytes?: number;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Room for the multipart framing around the files; the per-file limit itself stays exact. */
const FRAMING_BYTES = 64 * 1024;

export async function acceptMultipart(scope: App, limits: UploadLimits): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      parts: limits.files + limits.fields,
      fieldSize: limits.fieldBytes ?? 16 * 1024,
    },
  });
}

/** The route's bodyLimit for these upload limits (Fastify's JSON limit is far smaller). */
export function uploadBodyLimit(limits: UploadLimits): number {
  return limits.fileBytes * limits.files + (limits.fieldBytes ?? 16 * 1024) * limits.fields + FRAMING_BYTES;
}

export const MALFORMED_UPLOAD = 'The upload could not be read: send it as multipart/form-data with a boundary and a complete body';

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        upload.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, request);
  }
  return upload;
}

/**
 * What reading the parts threw, as the client's fault it is: the limits keep their own answers
 * (413, 415 in plugins/errors.ts, by code), and the parser's complaints about the framing (no
 * boundary, a body cut short, a broken part header), which carry no code, become one 400.
 */
function uploadError(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('FST_')) return error;
  request.log.info({ err: error }, 'malformed multipart body');
  return badRequest(MALFORMED_UPLOAD);
}
