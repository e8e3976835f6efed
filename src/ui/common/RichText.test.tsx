import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const HOSTILE = [
  '<p>Nytt i <strong>1.65.3</strong></p>',
  '<img src="x" onerror="window.__pwned = true">',
  '<script>window.__pwned = true</script>',
  '<a href="javascript:window.__pwned = true">lenke</a>',
  '<ul><li onclick="window.__pwned = true">Raskere søk</li></ul>',
].join('');

describe('RichText', () => {
  it('keeps the formatting and removes scripts, event handlers and javascript: links before rendering', () => {
    const { container } = render(<RichText html={HOSTILE} />);
    expect(screen.getByText('1.65.3').tagName).toBe('STRONG');
    expect(screen.getByText('Raskere søk').tagName).toBe('LI');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('[onerror], [onclick]')).toHaveLength(0);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(screen.getByText('lenke').getAttribute('href')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:|<script/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
