import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { tokens } from '@theme/tokens';
import type { SearchFieldProps } from '@/features/search/components/search-field/search-field';

// The field (combobox, index client, MiniSearch) is code no page needs until someone reaches for search.
export const loadSearchField = () => import(/* webpackChunkName: "search-field" */ '@/features/search/components/search-field/search-field');

type SearchFieldComponent = ComponentType<SearchFieldProps>;
const placeholder = 'Search tests, scans, doctors, medicines';

/**
 * Site search in the header. From 1024 px a trigger shaped like the field stands in for it until its
 * first focus or click, when the field's code loads and takes its place (focused). Below, an icon button
 * opens a panel under the toolbar holding the field.
 */
export function HeaderSearch() {
  const [Field, setField] = useState<SearchFieldComponent | null>(null);
  const [focusField, setFocusField] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const load = () =>
    loadSearchField().then((module) => {
      setField(() => module.SearchField);
    });
  /** The trigger gives way to the field, which takes focus if the trigger still has it (or was clicked). */
  const replaceTrigger = (focus: () => boolean) => void load().then(() => setFocusField(focus()));

  const openPanel = () => {
    setPanelOpen(true);
    void load();
  };
  const closePanel = () => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closePanel();
  };

  return (
    <>
      <Box sx={{ display: { xs: 'none', lg: 'block' }, flex: '1 1 16rem', maxWidth: '28rem', mx: 2 }}>
        {Field && !panelOpen ? (
          <Field focusOnMount={focusField} />
        ) : (
          <ButtonBase
            ref={triggerRef}
            onFocus={() => replaceTrigger(() => triggerRef.current === document.activeElement)}
            onClick={() => replaceTrigger(() => true)}
            sx={{
              width: 1,
              minHeight: 44,
              px: 1.5,
              gap: 1,
              justifyContent: 'flex-start',
              borderRadius: 2,
              border: 1,
              borderColor: tokens.borderStrong,
              color: tokens.textMuted,
              fontSize: '1rem',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            <SearchIcon aria-hidden="true" />
            {placeholder}
          </ButtonBase>
        )}
      </Box>
      <IconButton
        ref={toggleRef}
        aria-label="Search"
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? panelId : undefined}
        onClick={() => (panelOpen ? closePanel() : openPanel())}
        onPointerEnter={() => void loadSearchField()}
        sx={{ display: { lg: 'none' }, ml: 'auto', color: 'text.primary' }}
      >
        <SearchIcon />
      </IconButton>
      {panelOpen && (
        // Escape that the field did not use (no popup open, no text) closes the panel.
        <Box
          id={panelId}
          onKeyDown={onPanelKeyDown}
          sx={{
            display: { xs: 'flex', lg: 'none' },
            gap: 1,
            alignItems: 'flex-start',
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            p: 1.5,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            boxShadow: 4,
          }}
        >
          {Field && <Field focusOnMount onNavigate={() => setPanelOpen(false)} />}
          <IconButton aria-label="Close search" onClick={closePanel} sx={{ ml: 'auto' }}>
            <CloseIcon />
          </IconButton>
        </Box>
      )}
    </>
  );
}
