import { useId } from 'react';
import { ChoiceInput } from '@/design-system/form/components/choice-input';
import { ChoiceLabel } from '@/design-system/form/components/choice-label';
import styles from '@/design-system/keyboard-shortcuts/shortcut-help.module.css';

/** One documented shortcut. */
export type ShortcutDescription = {
  /** The keys, each shown as a key cap, e.g. ["j"] or ["Enter"]. */
  keys: readonly string[];
  /** What it does, e.g. "Next lead". */
  description: string;
};

export type ShortcutHelpProps = {
  /** The words of the line that opens the list; "Keyboard shortcuts" when left out. */
  title?: string;
  /** The page's shortcuts, in the order to read them. */
  shortcuts: readonly ShortcutDescription[];
  /** Whether one-key shortcuts are on; the checkbox shows it. */
  enabled: boolean;
  /** Called when the checkbox is changed (WCAG 2.1.4: one-key shortcuts can be turned off). */
  onEnabledChange: (enabled: boolean) => void;
};

/**
 * A page's keyboard shortcuts, written out where everyone can read them (in a disclosure, closed by default) with
 * a checkbox that turns the one-key ones off for people whose speech input or typing sets them off by mistake.
 */
export function ShortcutHelp({ title = 'Keyboard shortcuts', shortcuts, enabled, onEnabledChange }: ShortcutHelpProps) {
  const checkboxId = useId();
  return (
    <details className={styles.help}>
      <summary className={styles.summary}>{title}</summary>
      <dl className={styles.list}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.description} className={styles.item}>
            <dt className={styles.keys}>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' or '}
                  <kbd className={styles.key}>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.description}>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <ChoiceLabel
        label="Use one-key shortcuts (they never act while you type in a field)"
        control={<ChoiceInput type="checkbox" id={checkboxId} checked={enabled} onChange={(event) => onEnabledChange(event.target.checked)} />}
      />
    </details>
  );
}
