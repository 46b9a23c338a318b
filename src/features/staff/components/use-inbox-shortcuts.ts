import type { ShortcutDescription } from '@/design-system/keyboard-shortcuts/shortcut-help';
import { useKeyboardShortcuts } from '@/design-system/keyboard-shortcuts/use-keyboard-shortcuts';
import { useShortcutsEnabled } from '@/design-system/keyboard-shortcuts/use-shortcuts-enabled';
import { moveRowFocus } from '@/design-system/data-table/row-focus';
import { INBOX_SEARCH_ID } from '@/features/staff/components/inbox-filters';
import { INBOX_TABLE_ID } from '@/features/staff/components/inbox-table';

/** The inbox's shortcuts as the page documents them. */
export const INBOX_SHORTCUTS: readonly ShortcutDescription[] = [
  { keys: ['/'], description: 'Go to the search box' },
  { keys: ['j'], description: 'Next lead in the list' },
  { keys: ['k'], description: 'Previous lead in the list' },
  { keys: ['Enter'], description: 'Open the lead in focus' },
];

function focusRow(step: 1 | -1) {
  const table = document.getElementById(INBOX_TABLE_ID);
  if (table) moveRowFocus(table, step);
}

/** "/" to the search box, "j" and "k" between the rows' links (Enter then opens one, as any link); they can be turned off. */
export function useInboxShortcuts() {
  const [enabled, setEnabled] = useShortcutsEnabled();
  useKeyboardShortcuts(
    {
      '/': () => document.getElementById(INBOX_SEARCH_ID)?.focus(),
      j: () => focusRow(1),
      k: () => focusRow(-1),
    },
    enabled,
  );
  return { enabled, setEnabled };
}
