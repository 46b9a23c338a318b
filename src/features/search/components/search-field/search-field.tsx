import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { focusRing, tokens } from '@theme/tokens';
import { announcementOf } from '@/features/search/model/search-field-view';
import { SEARCH_RESULTS_PATH } from '@/features/search/model/search-paths';
import { SearchMessage } from '@/features/search/components/search-field/components/search-message';
import { SuggestionList } from '@/features/search/components/search-field/components/suggestion-list';
import { useSettledText } from '@/features/search/components/search-field/components/use-settled-text';
import { useSearchField } from '@/features/search/components/search-field/use-search-field';
import { pathInLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { searchFieldMessages } from '@/features/search/components/search-field/search-field-messages';

/** How long typing must pause before the live region speaks the count. */
const ANNOUNCE_AFTER_MS = 400;

export type SearchFieldProps = {
  /** Moves focus into the field when it mounts: the header mounts it when its search trigger is first used. */
  focusOnMount?: boolean;
  /** Called after the field opened a page, e.g. to close the small-screen search panel. */
  onNavigate?: () => void;
};

/**
 * The site search (WAI-ARIA combobox with a listbox popup): suggestions as you type, grouped by kind;
 * the arrows move, Enter opens the active suggestion or, with none, the results page; Escape closes.
 */
export function SearchField({ focusOnMount = false, onNavigate }: SearchFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useSearchField(onNavigate);
  const { view, active } = field;
  const announcement = useSettledText(announcementOf(view), ANNOUNCE_AFTER_MS);
  const expanded = view.state === 'results';

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Box
      component="form"
      role="search"
      aria-label={searchFieldMessages.landmark}
      action={pathInLocale(pageLocale, SEARCH_RESULTS_PATH)}
      noValidate
      onSubmit={field.onSubmit}
      onBlur={field.onBlur}
      sx={{ position: 'relative', width: 1 }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {searchFieldMessages.label}
      </Box>
      <InputBase
        inputRef={inputRef}
        value={field.text}
        {...field.inputProps}
        placeholder={searchFieldMessages.placeholder}
        startAdornment={<SearchIcon aria-hidden="true" sx={{ color: tokens.textMuted, mr: 1 }} />}
        inputProps={{
          id: inputId,
          name: 'q',
          role: 'combobox',
          'aria-expanded': expanded,
          'aria-controls': expanded ? listboxId : undefined,
          'aria-autocomplete': 'list',
          'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          autoComplete: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
        }}
        sx={{
          width: 1,
          px: 1.5,
          minHeight: 44,
          borderRadius: 2,
          border: 1,
          borderColor: tokens.borderStrong,
          bgcolor: tokens.surface,
          '&.Mui-focused': focusRing,
        }}
      />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {view.state !== 'closed' && (
        <Paper elevation={8} sx={{ position: 'absolute', top: 'calc(100% + 4px)', left: 0, right: 0, zIndex: 'modal', overflow: 'hidden' }}>
          {view.state === 'results' ? (
            <SuggestionList
              id={listboxId}
              groups={view.groups}
              active={active}
              optionId={optionId}
              onChoose={field.choose}
              onActivate={field.setActive}
            />
          ) : view.state === 'error' ? (
            <SearchMessage
              state="error"
              onRetry={() => {
                field.retry();
                inputRef.current?.focus();
              }}
            />
          ) : (
            <SearchMessage {...view} />
          )}
        </Paper>
      )}
    </Box>
  );
}
