import $RefParser from '@apidevtools/json-schema-ref-parser';

/** The parts of an OpenAPI 3.1 document the binder reads, after every $ref is resolved. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, unknown>>;
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly components?: { readonly securitySchemes?: Record<string, SecurityScheme> };
}

export type SecurityScheme =
  | { readonly type: 'http'; readonly scheme: string }
  | { readonly type: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly name: string };

/** Reads a YAML or JSON document and resolves its $refs, including those into other files of openapi/. */
export async function loadApiDocument(file: string): Promise<OpenApiDocument> {
  return (await $RefParser.dereference(file, { dereference: { circular: 'ignore' } })) as unknown as OpenApiDocument;
}
