import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { leadConflictOf } from '@/features/staff/api/lead-conflict';
import { leadMessages } from '@/features/staff/components/lead-messages';

/** What a refused change says: the 409's message (who changed what, when), the server's own words, or why nothing was heard. */
export function leadProblemText(error: unknown): string {
  const conflict = leadConflictOf(error);
  if (conflict) return conflict.message;
  if (!(error instanceof ApiError)) return leadMessages.noConnection;
  if (error.status >= 500) return leadMessages.serverProblem;
  return error.serverMessage ?? leadMessages.serverProblem;
}

/** How a change to a lead ended, for the page to say: done (a polite status) or refused (the error summary, focused). */
export type LeadOutcomeHandlers = { onDone: (message: string) => void; onFailure: (error: unknown) => void };

/** The page's last change: its news, or its problem (counted, so the same refusal twice takes focus twice). */
export function useLeadOutcome() {
  const [news, setNews] = useState('');
  const [problem, setProblem] = useState<{ message: string; occurrence: number }>();
  const onDone = useCallback((message: string) => {
    setProblem(undefined);
    setNews(message);
  }, []);
  const onFailure = useCallback((error: unknown) => {
    setNews('');
    setProblem((current) => ({ message: leadProblemText(error), occurrence: (current?.occurrence ?? 0) + 1 }));
  }, []);
  return { news, problem, handlers: { onDone, onFailure } satisfies LeadOutcomeHandlers };
}
