import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readSbdh } from '../../../server/outside/peppol/sbdh';

/**
 * A local access point for tests: takes SBDH documents (the HTTP form of server/outside/peppol/accessPoint.ts, or a
 * drop directory it watches when asked), keeps each once by its InstanceIdentifier, answers receipts, and offers
 * the Invoice Responses a receiver sends back, built from the PEPPOL BIS Invoice Response 3 examples
 * (tests/fixtures/outside/peppol/T111-*.xml) in an SBDH from the buyer to the seller.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/outside/peppol');
const EXAMPLES = {
  RE: 'T111-uc004a-invoice-is-rejected.xml',
  AP: 'T111-uc003-invoice-is-accepted.xml',
  IP: 'T111-uc001-invoice-in-process.xml',
} as const;

/** An Invoice Response from the buyer about `invoiceId`, from the official example of its response code. */
export function invoiceResponseSbdh(options: { code: keyof typeof EXAMPLES; invoiceId: string; buyer: string; seller: string; reason?: string; instanceId: string }): string {
  let response = fs.readFileSync(path.join(FIXTURES, EXAMPLES[options.code]), 'utf8').replace(/^<\?xml[^>]*\?>\s*/, '').replace(/<!--[\s\S]*?-->\s*/, '');
  response = response
    .replace(/<cac:SenderParty>\s*<cbc:EndpointID schemeID="[^"]*">[^<]*<\/cbc:EndpointID>/, `<cac:SenderParty><cbc:EndpointID schemeID="0192">${options.buyer}</cbc:EndpointID>`)
    .replace(/<cac:ReceiverParty>\s*<cbc:EndpointID schemeID="[^"]*">[^<]*<\/cbc:EndpointID>/, `<cac:ReceiverParty><cbc:EndpointID schemeID="0192">${options.seller}</cbc:EndpointID>`)
    .replace(/(<cac:DocumentReference>\s*<cbc:ID>)[^<]*(<\/cbc:ID>)/, `$1${options.invoiceId}$2`);
  if (options.reason) response = response.replace(/<cbc:StatusReason>[^<]*<\/cbc:StatusReason>/, `<cbc:StatusReason>${options.reason}</cbc:StatusReason>`);
  return `<?xml version="1.0" encoding="UTF-8"?><StandardBusinessDocument xmlns="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader"><StandardBusinessDocumentHeader><HeaderVersion>1.0</HeaderVersion><Sender><Identifier Authority="iso6523-actorid-upis">0192:${options.buyer}</Identifier></Sender><Receiver><Identifier Authority="iso6523-actorid-upis">0192:${options.seller}</Identifier></Receiver><DocumentIdentification><Standard>urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2</Standard><TypeVersion>2.1</TypeVersion><InstanceIdentifier>${options.instanceId}</InstanceIdentifier><Type>ApplicationResponse</Type><CreationDateAndTime>2026-11-28T10:00:00Z</CreationDateAndTime></DocumentIdentification><BusinessScope><Scope><Type>DOCUMENTID</Type><InstanceIdentifier>urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2::ApplicationResponse##urn:fdc:peppol.eu:poacc:trns:invoice_response:3::2.1</InstanceIdentifier><Identifier>busdox-docid-qns</Identifier></Scope><Scope><Type>PROCESSID</Type><InstanceIdentifier>urn:fdc:peppol.eu:poacc:bis:invoice_response:3</InstanceIdentifier><Identifier>cenbii-procid-ubl</Identifier></Scope><Scope><Type>COUNTRY_C1</Type><InstanceIdentifier>NO</InstanceIdentifier></Scope></BusinessScope></StandardBusinessDocumentHeader>${response}</StandardBusinessDocument>`;
}

export interface AccessPointStub {
  /** AP_URL of the stub. */
  readonly url: string;
  /** Messages taken, by instance identifier (the first of each: a second PUT is the same message). */
  readonly messages: Map<string, string>;
  /** PUTs received (including repeats). */
  puts: number;
  /** The receipt given for a message, by default DELIVERED. */
  receipts: Map<string, { status: 'DELIVERED' | 'FAILED' | 'QUEUED'; reason?: string }>;
  /** Documents waiting for us, by id. */
  readonly inbox: Map<string, string>;
  close(): Promise<void>;
}

export async function startAccessPointStub(): Promise<AccessPointStub> {
  const stub: AccessPointStub = { url: '', messages: new Map(), puts: 0, receipts: new Map(), inbox: new Map(), close: async () => undefined };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const send = (status: number, body = '', type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      const message = /^\/messages\/([0-9a-f-]{36})$/.exec(url.pathname);
      if (message && request.method === 'PUT') {
        stub.puts++;
        const xml = Buffer.concat(chunks).toString('utf8');
        try {
          // The access point checks the envelope: its instance must be the one it is put at.
          if (readSbdh(xml).envelope.instanceId !== message[1]) return send(400, '{"error":"instance mismatch"}');
        } catch (error) {
          return send(400, JSON.stringify({ error: (error as Error).message }));
        }
        if (!stub.messages.has(message[1]!)) stub.messages.set(message[1]!, xml);
        return send(201, '{"status":"QUEUED"}');
      }
      if (message && request.method === 'GET') {
        if (!stub.messages.has(message[1]!)) return send(404, '{}');
        return send(200, JSON.stringify(stub.receipts.get(message[1]!) ?? { status: 'DELIVERED', transmissionId: `tx-${message[1]}` }));
      }
      if (url.pathname === '/inbox' && request.method === 'GET') return send(200, JSON.stringify({ documents: [...stub.inbox.keys()].map((id) => ({ id })) }));
      const inbound = /^\/inbox\/([\w.-]+)$/.exec(url.pathname);
      if (inbound && request.method === 'GET') return stub.inbox.has(inbound[1]!) ? send(200, stub.inbox.get(inbound[1]!), 'application/xml') : send(404);
      if (inbound && request.method === 'DELETE') {
        stub.inbox.delete(inbound[1]!);
        return send(204);
      }
      return send(404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return stub;
}
