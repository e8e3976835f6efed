import { describe, it, expect } from 'vitest';
import { REPORT_TYPE_LABELS, reportShipmentLabel, reportTypeLabel, reportTypesOfDocumentList } from './reportLabels';

describe('report labels', () => {
  it('name all ten report types of part 1 §9', () => {
    expect(Object.keys(REPORT_TYPE_LABELS)).toEqual(['OCR', 'DIR', 'IMA', 'DIV', 'XTR', 'JOUR', 'FAKT', 'SALD', 'STAT', 'INK']);
    expect(reportTypeLabel('OCR')).toBe('Innbetalinger med KID');
    expect(reportTypeLabel('DIR')).toBe('Innbetalinger uten KID');
    expect(reportTypeLabel('NEW')).toBe('NEW');
  });

  it("show paper shipment as 'Post'", () => {
    expect(reportShipmentLabel('PAPER')).toBe('Post');
    expect(reportShipmentLabel('EMAIL')).toBe('E-post');
    expect(reportShipmentLabel('FTP')).toBe('FTP');
    expect(reportShipmentLabel('SFTP')).toBe('SFTP');
  });

  it('read the space-separated document list of a recipient', () => {
    expect(reportTypesOfDocumentList(' OCR  DIR JOUR ')).toEqual(['OCR', 'DIR', 'JOUR']);
    expect(reportTypesOfDocumentList('')).toEqual([]);
  });
});
