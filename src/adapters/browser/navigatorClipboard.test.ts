import { describe, expect, it } from 'vitest';
import { navigatorClipboard } from './navigatorClipboard';

describe('navigatorClipboard', () => {
  it('writes the text to the clipboard', async () => {
    const written: string[] = [];
    await navigatorClipboard(() => ({ writeText: async (text) => void written.push(text) })).copy('support@norlink.example');
    expect(written).toEqual(['support@norlink.example']);
  });

  it('fails when the browser refuses or has no clipboard', async () => {
    await expect(navigatorClipboard(() => ({ writeText: () => Promise.reject(new Error('NotAllowedError')) })).copy('x')).rejects.toThrow('NotAllowedError');
    await expect(navigatorClipboard(() => undefined).copy('x')).rejects.toThrow('Utklippstavlen er ikke tilgjengelig');
  });
});
