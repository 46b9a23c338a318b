import { useEffect, useRef, useState } from 'react';
import type { GuardedForm } from '@/lib/bot-signals/bot-signals';
import { createFormGuard, type FormGuard } from '@/lib/bot-signals/form-guard';
import type { BotSignals } from '@/lib/bot-signals/signal-headers';

/**
 * A form's guard for as long as it is mounted. Its token is fetched on the form's first focus or pointer down (a
 * dialog focuses its first field on opening, so a form in a dialog fetches it as the dialog opens). The form is
 * found through the honeypot: give `trapRef` to the form's Honeypot. A form that changes what it is (log in or
 * register) keeps a guard, and a token, for each.
 */
export function useFormGuard(form: GuardedForm) {
  const [guards] = useState(() => new Map<GuardedForm, FormGuard>());
  const guard = guards.get(form) ?? createFormGuard(form);
  guards.set(form, guard);
  const trapRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = trapRef.current?.form;
    if (!element) return;
    // A form hydrated by its first focus, or focused by its dialog before this effect ran, is touched already.
    if (element.contains(element.ownerDocument.activeElement)) {
      guard.prepare();
      return;
    }
    const touched = () => {
      guard.prepare();
      element.removeEventListener('focusin', touched);
      element.removeEventListener('pointerdown', touched);
    };
    element.addEventListener('focusin', touched);
    element.addEventListener('pointerdown', touched);
    return () => {
      element.removeEventListener('focusin', touched);
      element.removeEventListener('pointerdown', touched);
    };
  }, [guard]);

  return {
    trapRef,
    /** The submission's signals, read as it is sent (waits briefly for a token still on its way). */
    signals: (): Promise<BotSignals> => guard.signals(trapRef.current?.value),
    /** Call when the server took the submission (2xx) or the queue kept it: the next submission fetches a new token. */
    spend: (signals: BotSignals) => guard.spend(signals.formToken),
  };
}
