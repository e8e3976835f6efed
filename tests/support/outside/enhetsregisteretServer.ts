import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * A local Enhetsregisteret for tests: GET /enhetsregisteret/api/enheter/{orgnr} and /oppdateringer/enheter, in the
 * register's documented format (tests/fixtures/outside/brreg). Every JSON answer is checked against the schemas of
 * the register's published OpenAPI description before it is sent, so the stub cannot drift from the real format.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/outside/brreg');
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as Record<string, unknown>;
export const ENHET_EXAMPLE = read('enhet.json');
export const SLETTET_ENHET_EXAMPLE = read('slettet-enhet.json');
export const GONE_ENHET_EXAMPLE = read('gone-enhet.json');
export const FEED_EXAMPLE = read('oppdateringer-enheter.json');

function schemaChecker() {
  const description = read('enhetsregisteret-openapi.json') as { components: unknown };
  const ajv = new Ajv({ strict: false, discriminator: true, allErrors: true });
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  ajv.addSchema({ $id: 'enhetsregisteret', components: description.components });
  return (schema: string, value: unknown) => {
    const validate = ajv.getSchema(`enhetsregisteret#/components/schemas/${schema}`)!;
    if (!validate(value)) throw new Error(`local register: answer is not a documented ${schema}: ${ajv.errorsText(validate.errors)}`);
  };
}

/** What the register holds for an organisation number. */
export type RegisterEntry =
  | { readonly kind: 'enhet'; readonly enhet: Record<string, unknown> }
  | { readonly kind: 'deleted'; readonly slettedato: string; readonly navn: string }
  | { readonly kind: 'gone' }
  | { readonly kind: 'invalid' };

/** A going concern in the documented example's shape, with its number, name and states replaced. */
export function enhet(orgNo: string, name: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = { ...ENHET_EXAMPLE, organisasjonsnummer: orgNo, navn: name, _links: { self: { href: `https://data.brreg.no/enhetsregisteret/api/enheter/${orgNo}` } } };
  // The documented example is every state at once; a going concern has none of them.
  for (const key of Object.keys(base)) if (/^tvangs|Dato$/.test(key) && key !== 'vedtektsdato' && key !== 'registreringsdatoEnhetsregisteret') delete base[key];
  delete base.overordnetEnhet;
  return { ...base, konkurs: false, underAvvikling: false, underTvangsavviklingEllerTvangsopplosning: false, paategninger: [], ...changes };
}

export interface LocalRegister {
  /** BRREG_URL of this register. */
  readonly url: string;
  readonly entries: Map<string, RegisterEntry>;
  /** The change feed, oppdateringsid ascending. */
  readonly feed: { oppdateringsid: number; dato: string; organisasjonsnummer: string; endringstype: string }[];
  /** Publishes a change of `orgNo` in the feed (and returns its oppdateringsid). */
  publish(orgNo: string, endringstype: string, dato?: string): number;
  /** 'up', 'down' (connections refused with 503) or a delay in ms before every answer. */
  mode: 'up' | 'down' | number;
  /** The paths asked, in order. */
  readonly asked: string[];
  close(): Promise<void>;
}

export async function startLocalRegister(): Promise<LocalRegister> {
  const check = schemaChecker();
  const entries = new Map<string, RegisterEntry>();
  const feed: LocalRegister['feed'] = [];
  const asked: string[] = [];
  const send = (response: http.ServerResponse, status: number, schema: string | null, body?: unknown) => {
    if (schema) check(schema, body);
    response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url.pathname + url.search);
    const answer = () => {
      if (register.mode === 'down') return send(response, 503, null);
      const unit = /^\/enhetsregisteret\/api\/enheter\/([^/]+)$/.exec(url.pathname);
      if (unit) {
        const entry = entries.get(decodeURIComponent(unit[1]!));
        if (!entry) return send(response, 404, null);
        switch (entry.kind) {
          case 'enhet':
            return send(response, 200, 'Enhet', { respons_klasse: 'Enhet', ...entry.enhet });
          case 'deleted':
            return send(response, 200, 'SlettetEnhet', { ...SLETTET_ENHET_EXAMPLE, organisasjonsnummer: unit[1], navn: entry.navn, slettedato: entry.slettedato });
          case 'gone':
            return send(response, 410, 'GoneEnhet', { ...GONE_ENHET_EXAMPLE, organisasjonsnummer: unit[1] });
          case 'invalid':
            return send(response, 400, 'BadRequest', { antallFeil: 1, valideringsfeil: [{ feilmelding: 'Ugyldig organisasjonsnummer', feilaktigVerdi: unit[1], parametere: ['organisasjonsnummer'] }], sti: url.pathname, feilmelding: 'Ugyldig forespørsel', tidsstempel: Date.now(), status: 400 });
        }
      }
      if (url.pathname === '/enhetsregisteret/api/oppdateringer/enheter') {
        const from = Number(url.searchParams.get('oppdateringsid') ?? 1);
        const since = url.searchParams.get('dato');
        const size = Math.min(Number(url.searchParams.get('size') ?? 20), 10_000);
        const matching = feed.filter((e) => e.oppdateringsid >= from && (!since || e.dato >= since));
        const page = matching.slice(0, size).map((e) => ({ ...e, _links: { enhet: { href: `https://data.brreg.no/enhetsregisteret/api/enheter/${e.organisasjonsnummer}` } } }));
        return send(response, 200, 'OppdateringerEnheter', {
          _embedded: { oppdaterteEnheter: page },
          _links: { self: { href: `https://data.brreg.no/enhetsregisteret/api/oppdateringer/enheter` } },
          page: { number: 0, size, totalElements: matching.length, totalPages: Math.ceil(matching.length / size) },
        });
      }
      return send(response, 404, null);
    };
    if (typeof register.mode === 'number') setTimeout(answer, register.mode);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const register: LocalRegister = {
    url: `http://127.0.0.1:${port}/enhetsregisteret/api`,
    entries,
    feed,
    asked,
    mode: 'up',
    publish(orgNo, endringstype, dato = new Date().toISOString()) {
      const oppdateringsid = (feed.at(-1)?.oppdateringsid ?? 1000) + 1;
      feed.push({ oppdateringsid, dato, organisasjonsnummer: orgNo, endringstype });
      return oppdateringsid;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return register;
}
