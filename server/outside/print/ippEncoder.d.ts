// Types of ipp-encoder 5.0.0 (it ships none): the parts the IPP client and the test printer use.
declare module 'ipp-encoder' {
  export interface IppAttribute {
    readonly tag: number;
    readonly name: string;
    readonly value: readonly unknown[] | unknown;
  }
  export interface IppGroup {
    readonly tag: number;
    readonly attributes: readonly IppAttribute[];
  }
  export interface IppMessage {
    readonly version?: { readonly major: number; readonly minor: number };
    readonly operationId?: number;
    readonly statusCode?: number;
    readonly requestId: number;
    readonly groups: readonly IppGroup[];
  }
  export const CONSTANTS: Readonly<Record<string, number>>;
  export const request: { encode(message: IppMessage): Buffer; decode: ((buffer: Buffer) => IppMessage) & { bytes: number } };
  export const response: { encode(message: IppMessage): Buffer; decode: ((buffer: Buffer) => IppMessage) & { bytes: number } };
}
