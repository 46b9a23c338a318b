import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDeleteQuarantinedLead } from '@/features/staff/api/delete-quarantined-lead';
import type { QuarantinedLead } from '@/features/staff/api/quarantine-schema';
import { useReleaseQuarantinedLead } from '@/features/staff/api/release-quarantined-lead';
import { quarantineMessages as m } from '@/features/staff/components/quarantine-messages';
import { QUARANTINE_ROW_ATTRIBUTE, type QuarantineAction } from '@/features/staff/components/quarantine-table';

/** A refusal in the server's words (409: who acted first and when; 404), anything else that the action failed. */
const problemText = (error: unknown, action: QuarantineAction) =>
  (error instanceof ApiError && error.status < 500 && error.serverMessage) || (action === 'release' ? m.releaseFailed : m.deleteFailed);

/**
 * The row a lead leaves from had focus on its button: focus goes to the next row's first button (or the previous
 * row's, on the last), else the page's heading, so the keyboard carries on where it was.
 */
function focusNeighbourOf(leads: readonly QuarantinedLead[], id: string) {
  const index = leads.findIndex((lead) => lead.id === id);
  const neighbour = leads[index + 1] ?? leads[index - 1];
  requestAnimationFrame(() => {
    const button = neighbour && document.querySelector<HTMLElement>(`[${QUARANTINE_ROW_ATTRIBUTE}="${CSS.escape(neighbour.id)}"]`);
    (button ?? document.getElementById('main-heading'))?.focus();
  });
}

/** Release and Delete (asked for, then confirmed) on the rows of `leads`: what runs, what the page says after. */
export function useQuarantineActions(leads: readonly QuarantinedLead[], csrfToken: string) {
  const release = useReleaseQuarantinedLead(csrfToken);
  const remove = useDeleteQuarantinedLead(csrfToken);
  const [busy, setBusy] = useState<{ id: string; action: QuarantineAction }>();
  const [confirming, setConfirming] = useState<QuarantinedLead>();
  const [news, setNews] = useState('');
  const [problem, setProblem] = useState<{ message: string; occurrence: number }>();

  const run = useCallback(
    async (lead: QuarantinedLead, action: QuarantineAction) => {
      setBusy({ id: lead.id, action });
      setNews('');
      try {
        if (action === 'release') await release.trigger(lead.id);
        else await remove.trigger(lead.id);
        setProblem(undefined);
        setNews(action === 'release' ? m.released(lead.kind, lead.name) : m.deleted(lead.kind, lead.name));
        focusNeighbourOf(leads, lead.id);
      } catch (error) {
        // The summary takes focus (GOV.UK), also when the row has gone because someone else acted first.
        setProblem((current) => ({ message: problemText(error, action), occurrence: (current?.occurrence ?? 0) + 1 }));
      } finally {
        setBusy(undefined);
        setConfirming(undefined);
      }
    },
    [release, remove, leads],
  );

  return {
    busy,
    confirming,
    news,
    problem,
    onRelease: (lead: QuarantinedLead) => void run(lead, 'release'),
    onDelete: setConfirming,
    confirmDelete: () => confirming && void run(confirming, 'delete'),
    cancelDelete: () => setConfirming(undefined),
  };
}
