import ipp, { type IppMessage } from 'ipp-encoder';

/**
 * The print room's printers spoken to by IPP (RFC 8011 operations, RFC 8010 encoding over HTTP POST with
 * Content-Type application/ipp): Print-Job with the batch's PDF, then Get-Job-Attributes to follow the job to
 * completed. The messages are encoded by ipp-encoder; every request has a time-out.
 */

const C = ipp.CONSTANTS as Record<string, number>;
/** IPP job-state values (RFC 8011 §5.3.7). */
export const JOB_STATE = { pending: 3, pendingHeld: 4, processing: 5, processingStopped: 6, canceled: 7, aborted: 8, completed: 9 } as const;

let requestId = 1;

/** The HTTP address of an ipp:// (port 631) or ipps:// printer URI. */
export function httpUrlOf(printerUri: string): string {
  const url = new URL(printerUri);
  if (url.protocol === 'ipp:' || url.protocol === 'ipps:') {
    const secure = url.protocol === 'ipps:';
    return `${secure ? 'https' : 'http'}://${url.hostname}:${url.port || 631}${url.pathname}${url.search}`;
  }
  return printerUri;
}

const operationAttributes = (printerUri: string, extra: { tag: number; name: string; value: unknown[] }[]) => ({
  tag: C.OPERATION_ATTRIBUTES_TAG!,
  attributes: [
    { tag: C.CHARSET!, name: 'attributes-charset', value: ['utf-8'] },
    { tag: C.NATURAL_LANG!, name: 'attributes-natural-language', value: ['nb-no'] },
    { tag: C.URI!, name: 'printer-uri', value: [printerUri] },
    { tag: C.NAME_WITHOUT_LANG!, name: 'requesting-user-name', value: ['norlink'] },
    ...extra,
  ],
});

async function post(printerUri: string, message: IppMessage, document: Uint8Array | null, timeoutMs: number): Promise<IppMessage> {
  const body = Buffer.concat([ipp.request.encode(message), ...(document ? [Buffer.from(document)] : [])]);
  const answer = await fetch(httpUrlOf(printerUri), {
    method: 'POST', headers: { 'content-type': 'application/ipp' }, body, signal: AbortSignal.timeout(timeoutMs),
  });
  if (!answer.ok) throw new Error(`IPP: skriveren svarte HTTP ${answer.status}`);
  const decoded = ipp.response.decode(Buffer.from(await answer.arrayBuffer()));
  if ((decoded.statusCode ?? 0xffff) >= 0x0100) throw new Error(`IPP: skriveren avviste forespørselen (status 0x${(decoded.statusCode ?? 0).toString(16).padStart(4, '0')})`);
  return decoded;
}

const attribute = (message: IppMessage, name: string): unknown => {
  for (const group of message.groups) {
    const found = group.attributes.find((a) => a.name === name);
    if (found) return Array.isArray(found.value) ? found.value[0] : found.value;
  }
  return undefined;
};

export interface PrintedJob {
  readonly jobId: number;
  readonly jobUri: string;
  readonly jobState: number;
}

/** One Print-Job with a PDF document. */
export async function printPdf(printerUri: string, jobName: string, pdf: Uint8Array, timeoutMs = 30_000): Promise<PrintedJob> {
  const answer = await post(printerUri, {
    version: { major: 1, minor: 1 }, operationId: C.PRINT_JOB!, requestId: requestId++,
    groups: [operationAttributes(printerUri, [
      { tag: C.NAME_WITHOUT_LANG!, name: 'job-name', value: [jobName] },
      { tag: C.MIME_MEDIA_TYPE!, name: 'document-format', value: ['application/pdf'] },
    ])],
  }, pdf, timeoutMs);
  return { jobId: Number(attribute(answer, 'job-id')), jobUri: String(attribute(answer, 'job-uri') ?? ''), jobState: Number(attribute(answer, 'job-state') ?? JOB_STATE.pending) };
}

/** The state of a job (Get-Job-Attributes). */
export async function jobState(printerUri: string, jobId: number, timeoutMs = 30_000): Promise<number> {
  const answer = await post(printerUri, {
    version: { major: 1, minor: 1 }, operationId: C.GET_JOB_ATTRIBUTES!, requestId: requestId++,
    groups: [operationAttributes(printerUri, [
      { tag: C.INTEGER!, name: 'job-id', value: [jobId] },
      { tag: C.KEYWORD!, name: 'requested-attributes', value: ['job-state'] },
    ])],
  }, null, timeoutMs);
  return Number(attribute(answer, 'job-state'));
}
