import { useEffect, useId, useRef, useState } from 'react';
import { HeaderIcon } from '@/app/layout/header/header-icon';
import { headerMessages } from '@/app/layout/header/header-messages';
import styles from '@/app/layout/header/site-header.module.css';

// The field (combobox, index client, MiniSearch) is code no page needs until someone reaches for search.
const loadSearch = () => import(/* webpackChunkName: "search-field" */ '@/app/layout/header/search-panel');
type SearchModule = Awaited<ReturnType<typeof loadSearch>>;

/**
 * Site search in the header. From 1280 px a trigger shaped like the field stands in for it until its
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
      <div className={styles.searchSlot}>
        {search && !panelOpen ? (
          <search.SearchField focusOnMount={focusField} />
        ) : (
          <button
            ref={triggerRef}
            type="button"
            className={styles.searchTrigger}
            onFocus={() => replaceTrigger(() => triggerRef.current === document.activeElement)}
            onClick={() => replaceTrigger(() => true)}
          >
            <HeaderIcon name="search" />
            <span className={styles.searchTriggerText}>{headerMessages.searchPlaceholder}</span>
          </button>
        )}
      </div>
      <button
        ref={toggleRef}
        type="button"
        aria-label={headerMessages.search}
        aria-expanded={panelOpen}
        aria-controls={panelOpen && search ? panelId : undefined}
        onClick={() => {
          if (panelOpen) return closePanel();
          setPanelOpen(true);
          void load();
        }}
        onPointerEnter={() => void loadSearch()}
        className={`${styles.iconButton} ${styles.searchToggle}`}
      >
        <HeaderIcon name="search" />
      </button>
      {panelOpen && search && <search.SearchPanel id={panelId} closeLabel={headerMessages.closeSearch} onClose={closePanel} onNavigate={() => setPanelOpen(false)} />}
    </>
  );
}
