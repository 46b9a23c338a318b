import type { LeadDetail } from '@/features/staff/api/lead-detail';
import type { LeadRevealField } from '@/features/staff/api/lead-reveal-schema';
import { leadMessages } from '@/features/staff/components/lead-messages';
import { LeadReveal } from '@/features/staff/components/lead-reveal';
import type { LeadOutcomeHandlers } from '@/features/staff/components/use-lead-outcome';
import styles from '@/features/staff/components/lead-page.module.css';

const REVEALABLE: Record<string, LeadRevealField> = { phone: 'phone', email: 'email' };

const labelOf = (key: string) => leadMessages.fields.labels[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** Every field the lead was received with, as received; the phone and e-mail masked, each with its Reveal button. */
export function LeadFields({ lead, onFailure }: { lead: LeadDetail } & Pick<LeadOutcomeHandlers, 'onFailure'>) {
  const entries = Object.entries(lead.fields as Record<string, string | null>);
  return (
    <dl className={styles.fields}>
      {entries.map(([key, value]) => {
        const revealable = REVEALABLE[key];
        return (
          <div key={key} className={styles.field}>
            <dt className={styles.term}>{labelOf(key)}</dt>
            <dd className={key === 'message' ? `${styles.value} ${styles.message}` : styles.value}>
              {!value ? (
                <span className={styles.muted}>{leadMessages.fields.notGiven}</span>
              ) : revealable ? (
                <LeadReveal id={lead.id} field={revealable} masked={value} onFailure={onFailure} />
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
