import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { PlainButton } from '@/design-system/button/plain-button';
import { FieldShell } from '@/design-system/form/components/field-shell';
import { FilePreview } from '@/design-system/form/components/file-preview';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import styles from '@/design-system/form/file-field.module.css';
import { formatFileSize } from '@/design-system/form/file-size';
import { useFieldIds } from '@/design-system/form/use-field-ids';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { fileMessages } from '@/design-system/form/file-messages';

export type FileFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** File types the picker offers (the schema still checks the type and size). */
  accept?: string;
};

/** Makes the native input show the same file as the form value (e.g. after a reset or a restored draft). */
function syncInput(input: HTMLInputElement | null, file: File | null) {
  if (!input) return;
  if (!file) {
    input.value = '';
    return;
  }
  if (input.files?.[0] === file || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

const isPreviewable = (file: File) => /^image\/(jpeg|jpg|png)$/i.test(file.type);

/**
 * One file (value File | null): a native file input checked against the schema as soon as a file is
 * picked, the chosen file's thumbnail, name and size, and a Remove button. The outcome of picking or
 * removing is announced politely, since a changed description alone is not read out.
 */
export function FileField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, accept = 'image/jpeg,image/png' }: FileFieldProps<TValues>) {
  const { field, fieldState } = useController<TValues>({ name, control, disabled });
  const form = useFormContext<TValues>() as ReturnType<typeof useFormContext<TValues>> | null;
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The thumbnail waits for the schema's verdict, so a file that is not an image is never drawn.
  const [verified, setVerified] = useState<File | null>(null);
  const file = (field.value ?? null) as File | null;

  const pick = async (chosen: File) => {
    field.onChange(chosen);
    const valid = form ? await form.trigger(name) : true;
    const problem = form?.getFieldState(name).error?.message;
    setVerified(valid ? chosen : null);
    setAnnouncement(valid || !problem ? fileMessages.selectedFile(chosen.name, formatFileSize(chosen.size)) : fileMessages.refusedFile(chosen.name, problem));
  };

  // A file picked in the prerendered page before it became interactive is taken, not silently dropped.
  useEffect(() => {
    const pickedEarly = inputRef.current?.files?.[0];
    if (pickedEarly) void pick(pickedEarly);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => syncInput(inputRef.current, file), [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cancelling the picker empties the input in some browsers; keep the file until Remove is pressed.
    if (chosen) void pick(chosen);
    else syncInput(event.target, file);
  };

  const remove = () => {
    const removed = file?.name ?? fileMessages.unnamedFile;
    field.onChange(null);
    setAnnouncement(fileMessages.removedFile(removed));
    inputRef.current?.focus();
  };

  return (
    <FieldShell name={name} ids={ids} label={label} hint={hint} error={error} required={required}>
      <input
        type="file"
        id={ids.id}
        name={field.name}
        accept={accept}
        ref={(element) => {
          inputRef.current = element;
          field.ref(element);
        }}
        onChange={choose}
        onBlur={field.onBlur}
        disabled={field.disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={error ? `${styles.input} ${styles.invalid}` : styles.input}
      />
      {file && (
        <div className={styles.chosen}>
          {!error && file === verified && isPreviewable(file) && <FilePreview file={file} />}
          <p className={styles.name}>
            {fileMessages.selected} <strong>{file.name}</strong> ({formatFileSize(file.size)})
          </p>
          <PlainButton variant="outlined" size="small" onClick={remove} disabled={field.disabled}>
            {fileMessages.remove}
            <span className={hidden.visuallyHidden}>{fileMessages.removeWhich(file.name)}</span>
          </PlainButton>
        </div>
      )}
      <div role="status" className={hidden.visuallyHidden}>
        {announcement}
      </div>
    </FieldShell>
  );
}
