import { SaxesParser } from 'saxes';

/**
 * A small namespace-aware element tree over saxes, for the short XML documents outside parties send (SMP
 * service metadata, SBDH envelopes, Invoice Responses). Hostile XML is refused: any DOCTYPE (so no entity is
 * declared or expanded, and nothing external is read), and documents over `maxBytes`.
 */
export interface XmlElement {
  readonly ns: string;
  readonly local: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

export class XmlRefused extends Error {}

export function parseXml(xml: string, maxBytes = 20 * 1024 * 1024): XmlElement {
  if (Buffer.byteLength(xml, 'utf8') > maxBytes) throw new XmlRefused(`XML larger than ${maxBytes} bytes`);
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('doctype', () => {
    throw new XmlRefused('DOCTYPE not allowed');
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (typeof attribute === 'object' && attribute.uri !== 'http://www.w3.org/2000/xmlns/' && attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns') {
        attributes[attribute.local] = attribute.value;
      }
    }
    const element: XmlElement = { ns: tag.uri ?? '', local: tag.local ?? tag.name, attributes, children: [], text: '' };
    if (stack.length) stack.at(-1)!.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  });
  parser.on('cdata', (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof XmlRefused) throw error;
    throw new XmlRefused(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!root) throw new XmlRefused('no root element');
  return root;
}

/** The first child (or descendant on a path) with these local names in the namespace. */
export function child(element: XmlElement | undefined, ns: string, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const local of path) current = current?.children.find((c) => c.local === local && c.ns === ns);
  return current;
}

export function children(element: XmlElement | undefined, ns: string, local: string): XmlElement[] {
  return element?.children.filter((c) => c.local === local && c.ns === ns) ?? [];
}

export const textOf = (element: XmlElement | undefined): string | null => {
  const text = element?.text.trim();
  return text ? text : null;
};

export const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
