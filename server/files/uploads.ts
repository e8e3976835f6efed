import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
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
const MALFORMED = 'Ugyldig forespørsel: multipart-innholdet er ufullstendig eller feil satt sammen';
const NOT_A_FILE_FIELD = 'er ikke et filfelt i kontrakten';
const NOT_A_FILE = 'må være en fil';
const NUL = '\u0000';

/** A 400 naming one part of the form, its field shown without any NUL it holds. */
function refusePart(field: string, message: string): ApiError {
  const path = `body.${field.replaceAll(NUL, '\\u0000')}`;
  return new ApiError(400, `Ugyldig forespørsel: ${path} ${message}`, [{ path, message }]);
}

/** The multipart parser's own limits: it counts one part past the contract's, so that part is named below. */
function parserLimits(limits: UploadLimits) {
  const maxFiles = Object.values(limits.fields).reduce((sum, count) => sum + count, 0);
  return { fileSize: limits.maxFileBytes, files: maxFiles + 1, fields: 1, parts: maxFiles + 2 };
}

/**
 * Reads every file of the request into memory. Refused, before the handler stores anything: a file over the
 * size limit or more files in a field than the contract allows (413); a part the contract does not have, a
 * text field where it wants a file, a name or type holding a NUL (the database stores none), a form without
 * files, and a body that is not a whole multipart form (cut off, a boundary missing or malformed headers),
 * each a 400 (part 1 §8: bad input is refused with its field, never a 500).
 */
export async function readUploadedFiles(request: FastifyRequest, limits: UploadLimits, options: UploadReadOptions = {}): Promise<UploadedFile[]> {
  const report = options.oversized === 'report';
  if (!request.isMultipart()) throw new ApiError(415, 'Innholdstypen støttes ikke');
  const files: UploadedFile[] = [];
  try {
    // parts() reads throwFileSizeLimit like files() does; only its declared type leaves the option out.
    const options: FastifyMultipartBaseOptions = { limits: parserLimits(limits), throwFileSizeLimit: !report };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (!(part.fieldname in limits.fields)) throw refusePart(part.fieldname, NOT_A_FILE_FIELD);
      if (part.type !== 'file') throw refusePart(part.fieldname, NOT_A_FILE);
      if (part.filename.includes(NUL) || part.mimetype.includes(NUL)) throw refusePart(part.fieldname, 'har et filnavn eller en innholdstype med NUL-tegnet (U+0000)');
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
    // Anything else the parser throws is about the bytes the client sent (busboy: "Unexpected end of
    // multipart data", "Malformed part header", "Boundary not found", a field named after a prototype key).
    throw new ApiError(400, MALFORMED);
  }
  const missing = Object.keys(limits.fields).filter((field) => !files.some((file) => file.field === field));
  if (files.length === 0) throw new ApiError(400, `Ugyldig forespørsel: body.${missing[0] ?? 'file'} mangler`, missing.map((field) => ({ path: `body.${field}`, message: 'mangler' })));
  return files;
}
