import { useCallback, useEffect, useState } from 'react';
import { titleWithCount } from '@/features/staff/api/live-announcement';

const NOTHING_UNSEEN: ReadonlySet<string> = new Set();

/**
 * The leads that arrived live since the person last looked, counted in the tab's title ("(2) Inbox – Healvia
 * Staff"). Looking is coming back to the tab (focus, or the tab shown again) or acting in the page (a key, a pointer).
 */
export function useUnseenLeads() {
  const [ids, setIds] = useState<ReadonlySet<string>>(NOTHING_UNSEEN);
  const add = useCallback((id: string) => setIds((current) => (current.has(id) ? current : new Set([...current, id]))), []);
  const clear = useCallback(() => setIds((current) => (current.size === 0 ? current : NOTHING_UNSEEN)), []);

  useEffect(() => {
    document.title = titleWithCount(document.title, ids.size);
  }, [ids]);

  useEffect(() => {
    const looked = () => {
      if (document.visibilityState === 'visible') clear();
    };
    window.addEventListener('focus', looked);
    document.addEventListener('visibilitychange', looked);
    document.addEventListener('pointerdown', looked, true);
    document.addEventListener('keydown', looked, true);
    return () => {
      window.removeEventListener('focus', looked);
      document.removeEventListener('visibilitychange', looked);
      document.removeEventListener('pointerdown', looked, true);
      document.removeEventListener('keydown', looked, true);
      document.title = titleWithCount(document.title, 0);
    };
  }, [clear]);

  return { ids, add, clear };
}
