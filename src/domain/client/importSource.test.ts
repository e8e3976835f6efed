import { describe, expect, it } from 'vitest';
import {
  EMPTY_IMPORT_SOURCE,
  IMPORT_SOURCES,
  SOURCE_DATE_MISSING,
  SOURCE_MISSING,
  SOURCE_PERSON_INVALID,
  SOURCE_USERNAME_MISSING,
  importSourceRecord,
  isSourceActive,
  validateImportSource,
} from './importSource';

describe('an import source (part 2 §3.8, §5 Import source)', () => {
  it('offers the ten sources of §3.8', () => {
    expect(IMPORT_SOURCES).toEqual(['FTP', 'SFTP', 'GOLFBOX', 'POWEROFFICE', 'AMCS', 'IIZY', 'REG-PAPER', 'REG-PDF', 'API-REST', 'API-FILE']);
  });

  it('needs a source from the list and a date; the person is an id or none', () => {
    expect(validateImportSource(EMPTY_IMPORT_SOURCE)).toEqual([
      { field: 'source', message: SOURCE_MISSING },
      { field: 'activatedAt', message: SOURCE_DATE_MISSING },
    ]);
    expect(validateImportSource({ ...EMPTY_IMPORT_SOURCE, source: 'DROPBOX', activatedAt: '2026-02-30' })).toEqual([
      { field: 'source', message: SOURCE_MISSING },
      { field: 'activatedAt', message: SOURCE_DATE_MISSING },
    ]);
    expect(validateImportSource({ ...EMPTY_IMPORT_SOURCE, source: 'GOLFBOX', activatedAt: '2026-01-01', personId: 1.5 })).toEqual([{ field: 'personId', message: SOURCE_PERSON_INVALID }]);
    expect(validateImportSource({ ...EMPTY_IMPORT_SOURCE, source: 'GOLFBOX', activatedAt: '2026-01-01', personId: 7 })).toEqual([]);
  });

  it('needs a username for FTP and SFTP only; the file format stays optional', () => {
    for (const source of ['FTP', 'SFTP']) {
      expect(validateImportSource({ ...EMPTY_IMPORT_SOURCE, source, activatedAt: '2026-01-01', username: '  ' })).toEqual([{ field: 'username', message: SOURCE_USERNAME_MISSING }]);
      expect(validateImportSource({ ...EMPTY_IMPORT_SOURCE, source, activatedAt: '2026-01-01', username: 'kunde1' })).toEqual([]);
    }
    for (const source of IMPORT_SOURCES.filter((s) => s !== 'FTP' && s !== 'SFTP')) {
      expect(validateImportSource({ ...EMPTY_IMPORT_SOURCE, source, activatedAt: '2026-01-01' })).toEqual([]);
    }
  });

  it('is stored trimmed, empty text as null, username and file format only for FTP and SFTP', () => {
    const form = { source: 'SFTP', activatedAt: '2026-03-01', personId: null, comment: ' ', username: ' kunde1 ', fileFormat: '' };
    expect(importSourceRecord(form)).toEqual({ source: 'SFTP', activatedAt: '2026-03-01', personId: null, comment: null, username: 'kunde1', fileFormat: null });
    expect(importSourceRecord({ ...form, source: 'AMCS', comment: ' via portal ' })).toEqual({
      source: 'AMCS', activatedAt: '2026-03-01', personId: null, comment: 'via portal', username: null, fileFormat: null,
    });
  });

  it('is active from its activatedAt (§4)', () => {
    expect(isSourceActive('2026-11-25', '2026-11-25')).toBe(true);
    expect(isSourceActive('2026-11-24', '2026-11-25')).toBe(true);
    expect(isSourceActive('2026-11-26', '2026-11-25')).toBe(false);
  });
});
