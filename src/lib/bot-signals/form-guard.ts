import type { GuardedForm } from '@/lib/bot-signals/bot-signals';
import { fetchFormToken, type FormToken } from '@/lib/bot-signals/form-token';
import type { BotSignals } from '@/lib/bot-signals/signal-headers';

/** How long a submission made before its form's token arrived waits for it; then it is sent without one. */
export const FORM_TOKEN_WAIT_MS = 3_000;

export type FormGuardOptions = {
  /** Fetches a token for the form (GET /api/form-token by default). */
  fetchToken?: (form: GuardedForm) => Promise<FormToken>;
  /** How long `signals` waits for a token still on its way. */
  waitMs?: number;
};

/** undefined once the fetch failed: the next touch or submission asks again. */
type Pending = { answer: Promise<FormToken | undefined>; token?: FormToken };

/**
 * One form's signals (issue 41): its token, fetched once when the form is first shown or touched and kept until
 * a 2xx answer spends it, and the honeypot's value. A submission never waits more than a few seconds for the
 * token, and without network it goes without one (the sender of a queued request fetches it later).
 */
export function createFormGuard(form: GuardedForm, { fetchToken = fetchFormToken, waitMs = FORM_TOKEN_WAIT_MS }: FormGuardOptions = {}) {
  let pending: Pending | undefined;

  const prepare = () => {
    if (pending) return pending;
    const fetching: Pending = {
      answer: fetchToken(form).then(
        (token) => (fetching.token = token),
        () => {
          if (pending === fetching) pending = undefined;
          return undefined;
        },
      ),
    };
    pending = fetching;
    return fetching;
  };

  return {
    /** Starts fetching the token, unless one is here or on its way: call on first show or touch. */
    prepare: () => void prepare(),

    /** The submission's signals: the token (waiting for it at most `waitMs`) and the trap's value when filled. */
    signals: async (trap?: string): Promise<BotSignals> => {
      const { answer } = prepare();
      let stopWaiting = () => {};
      const timeout = new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        stopWaiting = () => clearTimeout(timer);
      });
      const formToken = await Promise.race([answer, timeout]);
      stopWaiting();
      return { formToken, formTrap: trap || undefined };
    },

    /** The server took a submission carrying this token (or it waits in the queue with it): the next one needs its own. */
    spend: (token: FormToken | undefined) => {
      if (token && pending?.token === token) pending = undefined;
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
