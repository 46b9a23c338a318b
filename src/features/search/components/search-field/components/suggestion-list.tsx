import { useEffect, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { SearchEntry } from '@/features/search/model/search-entry';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';
import { searchFieldMessages } from '@/features/search/components/search-field/search-field-messages';

type SuggestionListProps = {
  /** id the combobox's aria-controls names. */
  id: string;
  /** The suggestions, grouped by kind. */
  groups: SuggestionGroup[];
  /** Index of the active option over all groups, or -1. */
  active: number;
  /** The option's id, for the combobox's aria-activedescendant. */
  optionId: (index: number) => string;
  onChoose: (entry: SearchEntry) => void;
  onActivate: (index: number) => void;
};

const optionIndexOf = (event: MouseEvent) => {
  const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
  return option ? Number(option.dataset.optionIndex) : -1;
};

/**
 * The listbox of the search combobox: one group per kind, labelled by its heading. Focus stays in the
 * input (aria-activedescendant), so the options take no focus and the keys are handled by the input.
 */
export function SuggestionList({ id, groups, active, optionId, onChoose, onActivate }: SuggestionListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const entries = groups.flatMap((group) => group.entries);

  useEffect(() => {
    if (active >= 0) listRef.current?.querySelector(`[data-option-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const firstIndexOf = groups.map((_, groupIndex) => groups.slice(0, groupIndex).reduce((sum, group) => sum + group.entries.length, 0));
  return (
    <Box
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={searchFieldMessages.suggestions}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={(event) => {
        const index = optionIndexOf(event);
        if (index >= 0 && index !== active) onActivate(index);
      }}
      onClick={(event) => {
        const entry = entries[optionIndexOf(event)];
        if (entry) onChoose(entry);
      }}
      sx={{ maxHeight: 'min(70vh, 34rem)', overflowY: 'auto', py: 0.5 }}
    >
      {groups.map((group, groupIndex) => (
        <Box key={group.kind} component="ul" role="group" aria-labelledby={`${id}-${group.kind}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Typography
            component="li"
            role="presentation"
            id={`${id}-${group.kind}`}
            variant="overline"
            sx={{ display: 'block', px: 2, pt: 1, color: tokens.textMuted, lineHeight: 2 }}
          >
            {group.label}
          </Typography>
          {group.entries.map((entry, entryIndex) => {
            const position = (firstIndexOf[groupIndex] ?? 0) + entryIndex;
            const selected = position === active;
            return (
              <Box
                key={entry.id}
                component="li"
                role="option"
                id={optionId(position)}
                aria-selected={selected}
                data-option-index={position}
                sx={{
                  px: 2,
                  py: 1,
                  cursor: 'pointer',
                  borderLeft: 4,
                  borderColor: selected ? tokens.brand : 'transparent',
                  bgcolor: selected ? tokens.brandSoft : 'transparent',
                }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 600, color: tokens.text }}>
                  {entry.title}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: tokens.textMuted }}>
                  {entry.line}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
