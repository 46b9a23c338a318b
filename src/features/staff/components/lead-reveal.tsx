import { useEffect, useRef } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import type { LeadRevealField } from '@/features/staff/api/lead-reveal-schema';
import { useRevealLeadField } from '@/features/staff/api/reveal-lead-field';
import { leadMessages } from '@/features/staff/components/lead-messages';
import type { LeadOutcomeHandlers } from '@/features/staff/components/use-lead-outcome';
import styles from '@/features/staff/components/lead-page.module.css';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';

type LeadRevealProps = Pick<LeadOutcomeHandlers, 'onFailure'> & {
  /** The lead's id. */
  id: string;
  /** Which contact detail. */
  field: LeadRevealField;
  /** What is shown until revealed: the server's mask. */
  masked: string;
};

/**
 * A masked phone or e-mail and its "Reveal" button. The full value comes only from the server, which logs the view
 * first; it then takes the mask's place (a link to call or write) and the focus, and the page says it was logged.
 */
export function LeadReveal({ id, field, masked, onFailure }: LeadRevealProps) {
  const { csrfToken } = useSignedInStaff();
  const { trigger, data, isMutating } = useRevealLeadField(id, field, csrfToken);
  const valueRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (data) valueRef.current?.focus();
  }, [data]);

  const reveal = () => {
    if (!isMutating) trigger().catch(onFailure);
  };

  return (
    <span className={styles.reveal}>
      {data ? (
        <a ref={valueRef} href={field === 'phone' ? `tel:${data.value.replace(/[^\d+]/g, '')}` : `mailto:${data.value}`} className={styles.revealed}>
          {data.value}
        </a>
      ) : (
        <>
          <span className={styles.masked}>{masked}</span>
          <PlainButton variant="outlined" size="small" aria-disabled={isMutating || undefined} onClick={reveal}>
            {isMutating ? leadMessages.reveal.revealing : leadMessages.reveal.button[field]}
          </PlainButton>
        </>
      )}
      <span role="status" className={styles.note}>
        {data ? leadMessages.reveal.logged : ''}
      </span>
    </span>
  );
}
