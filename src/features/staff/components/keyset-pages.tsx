import { useState } from 'react';
import { Pager } from '@/design-system/pager/pager';

/**
 * The keyset pages of a newest-first list walked with Newer and Older: the cursors of the pages shown so far, the
 * last being the current page's (undefined on the first page). `restart` goes back to the newest (new filters).
 */
export function useKeysetPages<Cursor>() {
  const [cursors, setCursors] = useState<Cursor[]>([]);
  return {
    cursor: cursors.at(-1),
    /** 1 on the newest page. */
    position: cursors.length + 1,
    restart: () => setCursors([]),
    newer: cursors.length > 0 ? () => setCursors((shown) => shown.slice(0, -1)) : undefined,
    olderFrom: (nextBefore: Cursor | null | undefined) => (nextBefore == null ? undefined : () => setCursors((shown) => [...shown, nextBefore])),
  };
}

export type KeysetPages<Cursor> = ReturnType<typeof useKeysetPages<Cursor>>;

type KeysetPagerProps<Cursor> = {
  pages: KeysetPages<Cursor>;
  /** The current page's cursor for the next, older page: null on the oldest, undefined while it loads. */
  nextBefore: Cursor | null | undefined;
  /** Names the pager's navigation region. */
  label: string;
  /** e.g. 'Page 2', from the page's position. */
  positionText: (position: number) => string;
};

/** Newer / Older under a keyset list; nothing when the list fits on its newest page. */
export function KeysetPager<Cursor>({ pages, nextBefore, label, positionText }: KeysetPagerProps<Cursor>) {
  const onOlder = pages.olderFrom(nextBefore);
  if (!pages.newer && !onOlder) return null;
  return <Pager label={label} position={positionText(pages.position)} onNewer={pages.newer} onOlder={onOlder} />;
}
