import { describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabBar } from './TabBar';

type Fane = 'a' | 'b' | 'c';

function Bar({ orientation, onChange = () => undefined, preload }: { orientation?: 'vertical'; onChange?: (next: Fane) => void; preload?: () => void }) {
  const [value, setValue] = useState<Fane>('a');
  return (
    <TabBar
      label="Faner"
      value={value}
      orientation={orientation}
      tabs={[
        { value: 'a', label: 'Første' },
        { value: 'b', label: 'Andre', preload },
        { value: 'c', label: 'Tredje' },
      ]}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('TabBar', () => {
  it('is a named tab list whose selected tab alone is in the Tab order', () => {
    render(<Bar />);
    expect(screen.getByRole('tablist', { name: 'Faner' }).getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getByRole('tab', { name: 'Første' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Første' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Andre' }).getAttribute('tabindex')).toBe('-1');
  });

  it('selects a tab by click and says so once; the selected tab again changes nothing', () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Tredje' }));
    expect(onChange).toHaveBeenCalledWith('c');
    expect(screen.getByRole('tab', { name: 'Tredje' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Første' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: 'Tredje' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves the focus with the arrow keys (round the ends), Home and End, without selecting', () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    const [first, second, third] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    // Up and down belong to a vertical list only.
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses up and down in a vertical list', () => {
    render(<Bar orientation="vertical" />);
    const [first, second] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
  });

  it("starts a tab's loading when the officer points at it or moves to it", () => {
    const preload = vi.fn();
    render(<Bar preload={preload} />);
    const second = screen.getByRole('tab', { name: 'Andre' });
    fireEvent.pointerEnter(second);
    second.focus();
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
