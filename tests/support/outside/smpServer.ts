import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { xmlEscape } from '../../../server/outside/xmlTree';

/**
 * A local SMP (PEPPOL SMP 1.x REST binding): GET /{participant} a ServiceGroup, GET /{participant}/services/{doctype}
 * a SignedServiceMetadata, in the busdox namespaces and the shape of the specification's examples
 * (tests/fixtures/outside/peppol). The signature is left empty, as in the examples.
 */
export interface SmpService {
  readonly documentType: string;
  readonly process: string;
  readonly endpoint?: string;
  readonly activation?: string;
  readonly expiration?: string;
}

export interface LocalSmp {
  readonly url: string;
  /** What each participant ("0192:923609016") accepts. */
  readonly participants: Map<string, readonly SmpService[]>;
  readonly asked: string[];
  close(): Promise<void>;
}

const SMP_NS = 'http://busdox.org/serviceMetadata/publishing/1.0/';
const IDS_NS = 'http://busdox.org/transport/identifiers/1.0/';

export async function startLocalSmp(): Promise<LocalSmp> {
  const participants = new Map<string, readonly SmpService[]>();
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    asked.push(path);
    const [first, services, docType] = path.slice(1).split('/');
    const participantId = decodeURIComponent(first ?? '');
    const participant = participantId.replace(/^iso6523-actorid-upis::/, '');
    const registered = participants.get(participant);
    const send = (status: number, xml = '') => {
      response.writeHead(status, { 'content-type': 'text/xml' });
      response.end(xml);
    };
    if (!registered || !participantId.startsWith('iso6523-actorid-upis::')) return send(404);
    if (services === undefined) {
      const references = registered
        .map((s) => `<ServiceMetadataReference href="${xmlEscape(`${smp.url}/${encodeURIComponent(participantId)}/services/${encodeURIComponent(`busdox-docid-qns::${s.documentType}`)}`)}"/>`)
        .join('');
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><ServiceGroup xmlns="${SMP_NS}" xmlns:ids="${IDS_NS}"><ids:ParticipantIdentifier scheme="iso6523-actorid-upis">${participant}</ids:ParticipantIdentifier><ServiceMetadataReferenceCollection>${references}</ServiceMetadataReferenceCollection></ServiceGroup>`,
      );
    }
    const documentType = decodeURIComponent(docType ?? '').replace(/^busdox-docid-qns::/, '');
    const matching = registered.filter((s) => s.documentType === documentType);
    if (services !== 'services' || matching.length === 0) return send(404);
    const processes = matching
      .map(
        (s) =>
          `<Process><ids:ProcessIdentifier scheme="cenbii-procid-ubl">${s.process}</ids:ProcessIdentifier><ServiceEndpointList><Endpoint transportProfile="peppol-transport-as4-v2_0"><EndpointReference xmlns="http://www.w3.org/2005/08/addressing"><Address>${s.endpoint ?? 'https://ap.example.org/as4'}</Address></EndpointReference><RequireBusinessLevelSignature>false</RequireBusinessLevelSignature><ServiceActivationDate>${s.activation ?? '2020-01-01T00:00:00Z'}</ServiceActivationDate><ServiceExpirationDate>${s.expiration ?? '2099-01-01T00:00:00Z'}</ServiceExpirationDate><Certificate>MIIB</Certificate><ServiceDescription>Test AP</ServiceDescription><TechnicalContactUrl>https://ap.example.org</TechnicalContactUrl></Endpoint></ServiceEndpointList></Process>`,
      )
      .join('');
    return send(
      200,
      `<?xml version="1.0" encoding="UTF-8"?><SignedServiceMetadata xmlns="${SMP_NS}" xmlns:ids="${IDS_NS}"><ServiceMetadata><ServiceInformation><ids:ParticipantIdentifier scheme="iso6523-actorid-upis">${participant}</ids:ParticipantIdentifier><ids:DocumentIdentifier scheme="busdox-docid-qns">${xmlEscape(documentType)}</ids:DocumentIdentifier><ProcessList>${processes}</ProcessList></ServiceInformation></ServiceMetadata><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"/></SignedServiceMetadata>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const smp: LocalSmp = {
    url: `http://127.0.0.1:${port}`,
    participants,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return smp;
}
