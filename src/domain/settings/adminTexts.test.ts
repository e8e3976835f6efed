import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, FIELD_REQUIRED, NUMBER_TOO_LARGE, validateDeletePostsSearch, WHOLE_NUMBER } from './adminTexts';

describe('Slett enkeltposter search', () => {
  it('needs both a clientId and a journal number, whole and at most 2147483647', () => {
    expect(validateDeletePostsSearch({ clientId: '', journalNr: ' ' })).toEqual([
      { field: 'clientId', message: FIELD_REQUIRED },
      { field: 'journalNr', message: FIELD_REQUIRED },
    ]);
    expect(validateDeletePostsSearch({ clientId: '0', journalNr: '1.5' })).toEqual([
      { field: 'clientId', message: WHOLE_NUMBER },
      { field: 'journalNr', message: WHOLE_NUMBER },
    ]);
    expect(validateDeletePostsSearch({ clientId: '2147483648', journalNr: '2147483647' })).toEqual([{ field: 'clientId', message: NUMBER_TOO_LARGE }]);
    expect(validateDeletePostsSearch({ clientId: '1001', journalNr: '0' })).toEqual([]);
  });

  it('says how many posts went, as the spec words it', () => {
    expect(ADMIN_TEXTS.postsDeleted(3)).toBe('3 post(er) slettet');
  });
});
