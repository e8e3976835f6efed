import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabBar.css';

export interface TabBarTab<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
  /** Starts loading what the tab shows when the officer points at it or moves to it. */
  readonly preload?: () => void;
  readonly id?: string;
  /** The id of the panel the tab shows (aria-controls). */
  readonly controls?: string;
}

interface TabBarProps<T extends string> {
  /** The tab list's accessible name. */
  readonly label?: string;
  readonly value: T;
  readonly tabs: readonly TabBarTab<T>[];
  readonly onChange?: (next: T) => void;
  readonly orientation?: 'horizontal' | 'vertical';
  /** Leaves a gap below the bar. */
  readonly gutterBottom?: boolean;
}

const MOVES: Readonly<Record<'horizontal' | 'vertical', Readonly<Record<string, number>>>> = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
};

/**
 * Tabs after the WAI-ARIA tabs pattern, as MUI's Tabs behaved here: only the selected tab is in the Tab
 * order; the arrow keys, Home and End move between the tabs, and Enter, Space or a click selects one.
 * Plain elements and CSS (tabBar.css says why).
 */
export function TabBar<T extends string>({ label, value, tabs, onChange, orientation = 'horizontal', gutterBottom = false }: TabBarProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const step = MOVES[orientation][event.key];
    const next = step !== undefined ? (at + step + buttons.length) % buttons.length : event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]!.focus();
  };
  const className = ['nl-tab-bar', orientation === 'vertical' && 'nl-tab-bar--vertical', gutterBottom && 'nl-tab-bar--gutter'].filter(Boolean).join(' ');
  return (
    <div ref={list} role="tablist" aria-label={label} aria-orientation={orientation} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="nl-tab"
            onClick={() => !selected && onChange?.(tab.value)}
            onPointerEnter={tab.preload}
            onFocus={tab.preload}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
