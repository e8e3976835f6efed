// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { blobFileSaver } from './blobFileSaver';

describe('blobFileSaver', () => {
  it('clicks a hidden download link to the text under the file name, then lets the URL go', async () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    const urls = {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:fil-1';
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    };
    const clicked: { href: string; download: string; hidden: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, hidden: this.hidden });
    });

    blobFileSaver(() => ({ document, urls })).saveText('FAKT1001_20261122_1.txt', 'H001001\r\n');

    expect(clicked).toEqual([{ href: 'blob:fil-1', download: 'FAKT1001_20261122_1.txt', hidden: true }]);
    expect(await created[0]!.text()).toBe('H001001\r\n');
    expect(created[0]!.type).toBe('text/plain;charset=utf-8');
    expect(document.querySelector('a')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(['blob:fil-1']);
    click.mockRestore();
  });
});
