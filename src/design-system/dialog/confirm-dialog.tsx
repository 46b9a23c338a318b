import type { ReactNode } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import { DialogShell } from '@/design-system/dialog/dialog-shell';
import styles from '@/design-system/dialog/confirm-dialog.module.css';

export type ConfirmDialogProps = {
  /** Whether the dialog is showing. */
  open: boolean;
  /** The question, e.g. "Delete this request?": the dialog's name. */
  title: string;
  /** What confirming does, in a sentence: the dialog's description. */
  description: ReactNode;
  /** The confirming button's text, e.g. "Delete". */
  confirmLabel: string;
  /** The confirming button's text while `busy`, e.g. "Deleting…". */
  busyLabel: string;
  /** The button that changes nothing, e.g. "Cancel". */
  cancelLabel: string;
  /** The confirming button's colour: brand, or error (red) for an action that destroys something; Cancel takes the focus either way. */
  tone?: 'brand' | 'error';
  /** While the confirmed action runs: the confirming button says `busyLabel` and ignores further presses. */
  busy?: boolean;
  /** Called when the confirming button is pressed. */
  onConfirm: () => void;
  /** Called on Cancel, Escape, the close icon or a click outside; focus goes back to the opener. */
  onCancel: () => void;
};

/**
 * A question before an action that cannot be undone: a modal dialog named by the question and described by what
 * the action does, opening on the button that changes nothing, so Enter or Space pressed at once is harmless.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, busyLabel, cancelLabel, tone = 'brand', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogShell open={open} onClose={onCancel} title={title} description={description} maxWidth="xs">
      <div className={styles.actions}>
        <PlainButton tone={tone} aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {busy ? busyLabel : confirmLabel}
        </PlainButton>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on its harmless choice (APG alert dialog) */}
        <PlainButton variant="outlined" autoFocus onClick={onCancel}>
          {cancelLabel}
        </PlainButton>
      </div>
    </DialogShell>
  );
}
