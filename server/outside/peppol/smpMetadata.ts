import { child, children, parseXml, textOf, type XmlElement } from '../xmlTree';
import { DOCUMENT_SCHEME, PROCESS_SCHEME } from './identifiers';

/**
 * Readers of the SMP's answers (PEPPOL Transport Infrastructure, SMP Service Specification 1.1.0 §4.2 ServiceGroup
 * and §4.4 SignedServiceMetadata; still the busdox namespaces in Peppol SMP 1.4.0): which document types a
 * participant has service metadata for, and whether a document type's metadata offers a process with a
 * working endpoint now. The XML signature is not checked here: the access point that sends verifies the SMP's
 * signature against the PEPPOL SMP CA before it delivers, and this lookup only decides readiness.
 */
export const SMP_NS = 'http://busdox.org/serviceMetadata/publishing/1.0/';
export const IDS_NS = 'http://busdox.org/transport/identifiers/1.0/';
const WSA_NS = 'http://www.w3.org/2005/08/addressing';

/** The document type identifiers ("scheme::value") a ServiceGroup references. */
export function serviceGroupDocumentTypes(xml: string): string[] {
  const root = parseXml(xml);
  if (root.ns !== SMP_NS || root.local !== 'ServiceGroup') throw new Error('not an SMP ServiceGroup');
  return children(child(root, SMP_NS, 'ServiceMetadataReferenceCollection'), SMP_NS, 'ServiceMetadataReference').flatMap((reference) => {
    const href = (reference.attributes.href ?? '').replace(/\s+/g, '');
    const at = href.lastIndexOf('/services/');
    if (at < 0) return [];
    try {
      return [decodeURIComponent(href.slice(at + '/services/'.length))];
    } catch {
      return [];
    }
  });
}

export interface ServiceEndpoint {
  readonly transportProfile: string;
  readonly address: string | null;
  readonly activation: string | null;
  readonly expiration: string | null;
}

export interface ServiceMetadata {
  readonly participant: string | null;
  readonly documentType: string | null;
  readonly processes: readonly { readonly process: string; readonly endpoints: readonly ServiceEndpoint[] }[];
  /** A redirect to another SMP (§4.4 Redirect), instead of processes. */
  readonly redirect: string | null;
}

const idText = (element: XmlElement | undefined) => textOf(element)?.replace(/\s+/g, '') ?? null;

export function readServiceMetadata(xml: string): ServiceMetadata {
  const root = parseXml(xml);
  if (root.ns !== SMP_NS || !['SignedServiceMetadata', 'ServiceMetadata'].includes(root.local)) throw new Error('not SMP service metadata');
  const metadata = root.local === 'ServiceMetadata' ? root : child(root, SMP_NS, 'ServiceMetadata');
  const redirect = child(metadata, SMP_NS, 'Redirect');
  const information = child(metadata, SMP_NS, 'ServiceInformation');
  const documentType = child(information, IDS_NS, 'DocumentIdentifier');
  return {
    participant: idText(child(information, IDS_NS, 'ParticipantIdentifier')),
    documentType: documentType ? `${documentType.attributes.scheme ?? DOCUMENT_SCHEME}::${idText(documentType)}` : null,
    redirect: redirect?.attributes.href?.replace(/\s+/g, '') ?? null,
    processes: children(child(information, SMP_NS, 'ProcessList'), SMP_NS, 'Process').map((process) => {
      const id = child(process, IDS_NS, 'ProcessIdentifier');
      return {
        process: `${id?.attributes.scheme ?? PROCESS_SCHEME}::${idText(id) ?? ''}`,
        endpoints: children(child(process, SMP_NS, 'ServiceEndpointList'), SMP_NS, 'Endpoint').map((endpoint) => ({
          transportProfile: endpoint.attributes.transportProfile ?? '',
          address: textOf(child(endpoint, WSA_NS, 'EndpointReference', 'Address')),
          activation: textOf(child(endpoint, SMP_NS, 'ServiceActivationDate')),
          expiration: textOf(child(endpoint, SMP_NS, 'ServiceExpirationDate')),
        })),
      };
    }),
  };
}

/** Whether the metadata offers `process` through an endpoint that is active at `now`. */
export function offersProcess(metadata: ServiceMetadata, process: string, now: Date): boolean {
  return metadata.processes.some(
    (p) =>
      p.process === `${PROCESS_SCHEME}::${process}` &&
      p.endpoints.some(
        (e) =>
          e.address !== null &&
          (e.activation === null || new Date(e.activation) <= now) &&
          (e.expiration === null || new Date(e.expiration) > now),
      ),
  );
}
