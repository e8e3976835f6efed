import { describe, expect, it } from 'vitest';
import { fileKindOf } from './fileKind';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('a file kind, by the bytes', () => {
  it('knows a PDF, a PNG, a JPEG and a GIF by their signatures, whatever the file is called', () => {
    expect(fileKindOf(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(fileKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(fileKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(fileKindOf(text('GIF89a'))).toBe('image/gif');
  });

  it('knows nothing else, nor a signature cut short or not at the start', () => {
    expect(fileKindOf(text('<html>'))).toBeNull();
    expect(fileKindOf(text('%PDF'))).toBeNull();
    expect(fileKindOf(text(' %PDF-1.7'))).toBeNull();
    expect(fileKindOf(new Uint8Array())).toBeNull();
  });
});
