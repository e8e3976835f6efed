import { createServer, type Server } from 'node:http';
import ipp from 'ipp-encoder';

/**
 * An IPP printer for the tests, on loopback: answers Print-Job (keeping the document it was sent), Get-Job-Attributes
 * and Get-Printer-Attributes in IPP/1.1 (RFC 8010 encoding, decoded and encoded with ipp-encoder). A job is pending
 * when printed and completed when next asked about.
 */

const C = ipp.CONSTANTS as Record<string, number>;

export interface ReceivedJob {
  readonly id: number;
  readonly name: string;
  readonly format: string;
  readonly document: Buffer;
}

export interface TestIppPrinter {
  readonly uri: string;
  readonly jobs: ReceivedJob[];
  close(): Promise<void>;
}

const value = (message: ReturnType<typeof ipp.request.decode>, name: string) => {
  for (const group of message.groups) {
    const found = group.attributes.find((a) => a.name === name);
    if (found) return (Array.isArray(found.value) ? found.value[0] : found.value) as unknown;
  }
  return undefined;
};

export async function startIppPrinter(): Promise<TestIppPrinter> {
  const jobs: ReceivedJob[] = [];
  let uri = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const message = ipp.request.decode(body);
      const operation = [
        { tag: C.CHARSET!, name: 'attributes-charset', value: ['utf-8'] },
        { tag: C.NATURAL_LANG!, name: 'attributes-natural-language', value: ['nb-no'] },
      ];
      let groups: { tag: number; attributes: { tag: number; name: string; value: unknown[] }[] }[] = [{ tag: C.OPERATION_ATTRIBUTES_TAG!, attributes: operation }];
      let statusCode = C.SUCCESSFUL_OK!;
      if (message.operationId === C.PRINT_JOB) {
        const id = jobs.length + 1;
        jobs.push({ id, name: String(value(message, 'job-name')), format: String(value(message, 'document-format')), document: body.subarray(ipp.request.decode.bytes) });
        groups = [...groups, { tag: C.JOB_ATTRIBUTES_TAG!, attributes: [
          { tag: C.INTEGER!, name: 'job-id', value: [id] },
          { tag: C.URI!, name: 'job-uri', value: [`${uri}/${id}`] },
          { tag: C.ENUM!, name: 'job-state', value: [3] },
        ] }];
      } else if (message.operationId === C.GET_JOB_ATTRIBUTES) {
        const id = Number(value(message, 'job-id'));
        if (!jobs.some((job) => job.id === id)) statusCode = 0x0406;
        else groups = [...groups, { tag: C.JOB_ATTRIBUTES_TAG!, attributes: [{ tag: C.ENUM!, name: 'job-state', value: [9] }] }];
      } else if (message.operationId === C.GET_PRINTER_ATTRIBUTES) {
        groups = [...groups, { tag: C.PRINTER_ATTRIBUTES_TAG!, attributes: [{ tag: C.ENUM!, name: 'printer-state', value: [3] }] }];
      } else statusCode = 0x0501;
      response.writeHead(200, { 'content-type': 'application/ipp' });
      response.end(ipp.response.encode({ version: { major: 1, minor: 1 }, statusCode, requestId: message.requestId, groups }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `ipp://127.0.0.1:${(server.address() as { port: number }).port}/ipp/print`;
  return { uri, jobs, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
