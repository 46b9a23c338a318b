import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { tokens } from '@theme/tokens';

// The field (combobox, index client, MiniSearch) is code no page needs until someone reaches for search.
const loadSearch = () => import(/* webpackChunkName: "search-field" */ '@/app/layout/header/search-panel');
type SearchModule = Awaited<ReturnType<typeof loadSearch>>;

/**
 * Site search in the header. From 1024 px a trigger shaped like the field stands in for it until its
 * first focus or click, when the field's code loads and takes its place (focused). Below, an icon button
 * opens a panel under the toolbar holding the field.
 */
export function HeaderSearch() {
  const [search, setSearch] = useState<SearchModule | null>(null);
  const [focusField, setFocusField] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Focused before the header hydrated (an early Tab or tap): no focus event will come, so give way now.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || trigger !== document.activeElement) return;
    void loadSearch().then((module) => {
      setSearch(module);
      setFocusField(trigger === document.activeElement);
    });
  }, []);

  const load = () => loadSearch().then(setSearch);
  /** The trigger gives way to the field, which takes focus if the trigger still has it (or was clicked). */
  const replaceTrigger = (focus: () => boolean) => void load().then(() => setFocusField(focus()));
  const closePanel = () => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <Box sx={{ display: { xs: 'none', lg: 'block' }, flex: '1 1 16rem', maxWidth: '28rem', mx: 2 }}>
        {search && !panelOpen ? (
          <search.SearchField focusOnMount={focusField} />
        ) : (
          <ButtonBase
            ref={triggerRef}
            onFocus={() => replaceTrigger(() => triggerRef.current === document.activeElement)}
            onClick={() => replaceTrigger(() => true)}
            sx={{ width: 1, minHeight: 44, px: 1.5, gap: 1, justifyContent: 'flex-start', borderRadius: 2, border: 1, borderColor: tokens.borderStrong, color: tokens.textMuted, fontSize: '1rem', whiteSpace: 'nowrap', overflow: 'hidden' }}
          >
            <SearchIcon aria-hidden="true" />
            Search tests, scans, doctors, medicines
          </ButtonBase>
        )}
      </Box>
      <IconButton
        ref={toggleRef}
        aria-label="Search"
        aria-expanded={panelOpen}
        aria-controls={panelOpen && search ? panelId : undefined}
        onClick={() => {
          if (panelOpen) return closePanel();
          setPanelOpen(true);
          void load();
        }}
        onPointerEnter={() => void loadSearch()}
        sx={{ display: { lg: 'none' }, ml: 'auto', color: 'text.primary' }}
      >
        <SearchIcon />
      </IconButton>
      {panelOpen && search && <search.SearchPanel id={panelId} onClose={closePanel} onNavigate={() => setPanelOpen(false)} />}
    </>
  );
}
