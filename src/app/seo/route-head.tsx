import { useEffect, useReducer } from 'react';
import { useLocation, type Params } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { PageEntry } from '@/app/page-contract';
import { buildPageHead } from '@/app/seo/page-head';
import { applyPageHead } from '@/app/seo/apply-page-head';

/** Re-renders its parent when a data file arrives, so titles drawn from a record update once it loads. */
function WatchDataFile({ path, onChange }: { path: string; onChange: () => void }) {
  const { data } = useSWR(path, null);
  useEffect(onChange, [data, onChange]);
  return null;
}

type RouteHeadProps = {
  /** The entry of the page the URL shows; none for a URL no route matches. */
  entry: PageEntry | undefined;
  /** The URL's parameters, e.g. `{ id: '3' }`. */
  params: Params;
};

/**
 * Keeps title, description, canonical and structured data in step with client-side navigation. A
 * record comes from SWR's cache, or on a prerendered page from the data the page carries (fallback).
 */
export function RouteHead({ entry, params }: RouteHeadProps) {
  const { pathname } = useLocation();
  const { cache, fallback } = useSWRConfig();
  const [, dataArrived] = useReducer((count: number) => count + 1, 0);
  const head = entry && buildPageHead(entry, { pathname, params, read: (path) => cache.get(path)?.data ?? fallback[path] });
  const headJson = JSON.stringify(head);

  useEffect(() => {
    if (head) applyPageHead(head);
    // headJson captures every field of head; the object itself is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [headJson]);

  return entry?.dataFiles?.(params).map((path) => <WatchDataFile key={path} path={path} onChange={dataArrived} />);
}
