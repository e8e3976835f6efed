import { describe, expect, it } from 'vitest';
import { MAX_TERMINATION_PDF_BYTES, TERMINATION_FILE_NOT_PDF_MESSAGE, TERMINATION_FILE_TOO_LARGE_MESSAGE, terminationFileIssue } from './terminationFile';
import { revokeEventTag, terminationEventTag } from './terminationLog';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the termination PDF by its bytes', () => {
  it('is a PDF when it starts with %PDF, whatever it is called', () => {
    expect(terminationFileIssue(bytes('%PDF-1.7\n...'))).toBeNull();
    expect(terminationFileIssue(bytes('%PDF-1.4'))).toBeNull();
  });

  it('is not a PDF otherwise: a PNG, text, an empty or a too short file', () => {
    expect(terminationFileIssue(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(TERMINATION_FILE_NOT_PDF_MESSAGE);
    expect(terminationFileIssue(bytes(' %PDF-'))).toBe(TERMINATION_FILE_NOT_PDF_MESSAGE);
    expect(terminationFileIssue(bytes('%PD'))).toBe(TERMINATION_FILE_NOT_PDF_MESSAGE);
    expect(terminationFileIssue(new Uint8Array())).toBe(TERMINATION_FILE_NOT_PDF_MESSAGE);
  });

  it('refuses a PDF over the size limit', () => {
    const large = new Uint8Array(MAX_TERMINATION_PDF_BYTES + 1);
    large.set(bytes('%PDF-'));
    expect(terminationFileIssue(large)).toBe(TERMINATION_FILE_TOO_LARGE_MESSAGE);
    expect(terminationFileIssue(large.subarray(0, MAX_TERMINATION_PDF_BYTES))).toBeNull();
  });
});

describe('the log tag of a change', () => {
  it('says bankrupt before anything else, then postponed for a registered termination, else terminated', () => {
    expect(terminationEventTag(true, true)).toBe('BANKRUPT');
    expect(terminationEventTag(false, true)).toBe('POSTPONED');
    expect(terminationEventTag(false, false)).toBe('TERMINATED');
  });

  it('revokes for an active client and reactivates an inactive one', () => {
    expect(revokeEventTag(true)).toBe('REVOKED');
    expect(revokeEventTag(false)).toBe('REACTIVATED');
  });
});
