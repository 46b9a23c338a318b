import { useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchIndex } from '@/features/search/api/get-search-index';
import type { SearchEntry } from '@/features/search/model/search-entry';
import type { SearchFieldView } from '@/features/search/model/search-field-view';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { searchSite } from '@/features/search/model/search-site';
import { groupSuggestions } from '@/features/search/model/search-suggestions';

/**
 * The state of the search combobox: the text, whether the popup is open, the active option and what the
 * popup shows. The index is fetched on the first focus and kept by SWR for the rest of the visit.
 */
export function useSearchField(onNavigate?: () => void) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wanted, setWanted] = useState(false);
  const index = useSearchIndex(wanted);
  const query = text.trim();

  const results = useMemo(() => (index.data && query ? searchSite(index.data, query) : []), [index.data, query]);
  const view = useMemo((): SearchFieldView => {
    if (!open || query === '') return { state: 'closed' };
    if (!index.data) return index.error && !index.isValidating ? { state: 'error' } : { state: 'loading' };
    if (results.length === 0) return { state: 'no-results', query };
    const groups = groupSuggestions(results);
    return { state: 'results', groups, options: groups.flatMap((group) => group.entries), total: results.length };
  }, [open, query, index.data, index.error, index.isValidating, results]);
  const options = view.state === 'results' ? view.options : [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const leave = (to: string) => {
    close();
    setText('');
    void navigate(to);
    onNavigate?.();
  };

  const choose = (entry: SearchEntry) => leave(entry.route);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (view.state === 'closed' && text === '') return;
      // Handled here, so a dialog around the field (the small-screen search) stays open.
      event.preventDefault();
      event.stopPropagation();
      if (view.state === 'closed') setText('');
      else close();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query !== '') leave(searchResultsHref(query));
  };

  /** The popup closes when focus leaves the whole search form, not when it moves to the popup's link or button. */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return {
    text,
    view,
    active,
    inputProps: {
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onFocus: () => {
        setWanted(true);
        setOpen(true);
      },
      onKeyDown,
    },
    onSubmit,
    onBlur,
    choose,
    setActive,
    retry: () => void index.mutate(),
  };
}
