import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import styles from '@/design-system/tabs/tab-list.module.css';

export type TabListItem<V extends string | number> = {
  /** What `onChange` receives when this tab is selected. */
  value: V;
  /** The tab's text, which is its accessible name. */
  label: string;
  /** The tab's id, which its panel's `aria-labelledby` names. */
  id: string;
  /** Id of the panel the tab controls; leave it out for a tab whose panel is not in the page (one shared panel). */
  controls?: string;
};

export type TabListProps<V extends string | number> = {
  /** Accessible name of the tab list, e.g. "OPD service categories". */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabListItem<V>[];
  /** The selected tab's value; when no tab has it, the first tab is the one Tab lands on. */
  value: V;
  /** Called with a tab's value when a visitor selects it: a click, or (automatic activation) an arrow key, Home or End. */
  onChange: (value: V) => void;
  /** `underline`: tabs sharing the width over a line, the selected one underlined; `pill`: pills wrapping onto more rows. */
  look: 'underline' | 'pill';
  /** `automatic` (APG's default): moving to a tab selects it; `manual`: arrows only move focus, Enter or Space selects. */
  activation?: 'automatic' | 'manual';
  /** Extra class for the tab list from the caller's stylesheet, e.g. a maximum width. */
  className?: string;
};

/** The index a key moves to from `index` among `count` tabs (arrows wrap), or undefined for any other key. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * WAI-ARIA APG tabs without MUI: a `tablist` of `tab` buttons with a roving tabindex (only the selected tab is in
 * the tab order); ArrowLeft and ArrowRight (wrapping), Home and End move focus, and select the tab they reach
 * unless activation is manual; a click selects. Selection never follows focus itself, so a focus alone (e.g.
 * one React replays while the section hydrates) selects nothing. The caller renders the panels.
 */
export function TabList<V extends string | number>({ label, tabs, value, onChange, look, activation = 'automatic', className }: TabListProps<V>) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  const stopIndex = Math.max(selectedIndex, 0);

  function select(tab: TabListItem<V>) {
    if (tab.value !== value) onChange(tab.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = targetIndex(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    if (activation === 'automatic') select(tab);
  }

  // The underline's place and width, which CSS can draw for tabs of equal width: right in the prerendered HTML too.
  const indicated = look === 'underline' && selectedIndex >= 0;
  const indicator = indicated ? ({ '--tab-count': tabs.length, '--tab-index': selectedIndex } as CSSProperties) : undefined;

  return (
    <div
      role="tablist"
      aria-label={label}
      className={[styles.list, styles[look], indicated && styles.indicated, className].filter(Boolean).join(' ')}
      style={indicator}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={index === selectedIndex}
          aria-controls={tab.controls}
          tabIndex={index === stopIndex ? 0 : -1}
          className={styles.tab}
          onClick={() => select(tab)}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
