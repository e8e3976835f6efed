import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';

/**
 * The start of the Files capability (ARCHITECTURE.md §7): reading the files of a multipart upload within
 * the limits its operation's contract states. Checking the bytes, storing them and serving them back
 * belong here too, as the upload operations are implemented.
 */

/** A file's size cap when its schema names none (`maxLength` on a binary string counts bytes). */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface UploadLimits {
  /** The form fields that carry files, with how many files each may hold. */
  readonly fields: Readonly<Record<string, number>>;
  readonly maxFileBytes: number;
}

export interface UploadedFile {
  readonly field: string;
  /** As the client named it, without directories (busboy drops them): data to show, never a path. */
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
  /** Only when read with `oversized: 'report'`: the file was over the size limit; its bytes are dropped. */
  readonly tooLarge?: boolean;
}

export interface UploadReadOptions {
  /**
   * 'refuse' (the default): a file over the limit refuses the whole request (413). 'report': it comes back
   * marked tooLarge with no bytes, so an upload of several files can answer for each file (multi-upload).
   */
  readonly oversized?: 'refuse' | 'report';
}

type Schema = { readonly type?: unknown; readonly format?: unknown; readonly maxLength?: unknown; readonly maxItems?: unknown; readonly items?: Schema; readonly properties?: Record<string, Schema> };

const isBinary = (schema: Schema | undefined) => schema?.type === 'string' && schema.format === 'binary';

/** The limits of a multipart/form-data request body schema: its binary fields, their counts and sizes. */
export function uploadLimits(schema: Schema): UploadLimits {
  const fields: Record<string, number> = {};
  let maxFileBytes = 0;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const file = isBinary(property) ? property : property.type === 'array' && isBinary(property.items) ? property.items : undefined;
    if (!file) continue;
    fields[name] = file === property ? 1 : typeof property.maxItems === 'number' ? property.maxItems : 1;
    maxFileBytes = Math.max(maxFileBytes, typeof file.maxLength === 'number' ? file.maxLength : DEFAULT_MAX_FILE_BYTES);
  }
  return { fields, maxFileBytes };
}

const TOO_LARGE = 'Filen er for stor';
const TOO_MANY = 'For mange filer';

/**
 * Reads every file of the request into memory, refusing (413) a file over the size limit or more files than
 * the contract allows, and (400) a file in a field the contract does not have or a form without files.
 */
export async function readUploadedFiles(request: FastifyRequest, limits: UploadLimits, options: UploadReadOptions = {}): Promise<UploadedFile[]> {
  const report = options.oversized === 'report';
  if (!request.isMultipart()) throw new ApiError(415, 'Innholdstypen støttes ikke');
  const maxFiles = Object.values(limits.fields).reduce((sum, count) => sum + count, 0);
  const files: UploadedFile[] = [];
  try {
    const parts = request.files({ limits: { fileSize: limits.maxFileBytes, files: maxFiles, fields: 0, parts: maxFiles }, throwFileSizeLimit: !report });
    for await (const part of parts) {
      if (!(part.fieldname in limits.fields)) {
        throw new ApiError(400, `Ugyldig forespørsel: body.${part.fieldname} er ikke et filfelt i kontrakten`, [{ path: `body.${part.fieldname}`, message: 'er ikke et filfelt i kontrakten' }]);
      }
      const bytes = await part.toBuffer();
      if (files.filter((f) => f.field === part.fieldname).length >= limits.fields[part.fieldname]!) throw new ApiError(413, TOO_MANY);
      const tooLarge = report && part.file.truncated;
      files.push({ field: part.fieldname, fileName: part.filename, mimeType: part.mimetype, bytes: tooLarge ? Buffer.alloc(0) : bytes, ...(tooLarge ? { tooLarge } : {}) });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(413, TOO_MANY);
    throw error;
  }
  const missing = Object.keys(limits.fields).filter((field) => !files.some((file) => file.field === field));
  if (files.length === 0) throw new ApiError(400, `Ugyldig forespørsel: body.${missing[0] ?? 'file'} mangler`, missing.map((field) => ({ path: `body.${field}`, message: 'mangler' })));
  return files;
}
