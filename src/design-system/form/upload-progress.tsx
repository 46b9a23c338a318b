import { useId } from 'react';
import { formatFileSize } from '@/design-system/form/file-size';
import styles from '@/design-system/form/upload-progress.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { fileMessages } from '@/design-system/form/file-messages';

export type UploadProgressProps = {
  /** Bytes sent so far and the body's total; undefined while the upload is starting. */
  progress?: { sentBytes: number; totalBytes: number };
  /** What is being uploaded, e.g. 'Uploading your documents'. */
  label?: string;
};

const ANNOUNCE_EVERY_PERCENT = 25;

/**
 * A labelled progress bar for a multipart upload. The bar updates continuously; screen readers hear
 * it only at each quarter, so the announcements do not drown the page.
 */
export function UploadProgress({ progress, label = fileMessages.uploading }: UploadProgressProps) {
  const labelId = useId();
  const percent = progress && progress.totalBytes > 0 ? Math.min(100, Math.round((progress.sentBytes / progress.totalBytes) * 100)) : undefined;
  const announced = percent === undefined ? 0 : Math.floor(percent / ANNOUNCE_EVERY_PERCENT) * ANNOUNCE_EVERY_PERCENT;

  return (
    <div>
      <p id={labelId} className={styles.label}>
        {label}
        {percent !== undefined && `: ${percent}%`}
        {progress && percent !== undefined && percent < 100 && (
          <span className={styles.sent}>{fileMessages.sentOf(formatFileSize(progress.sentBytes), formatFileSize(progress.totalBytes))}</span>
        )}
      </p>
      {percent === undefined ? (
        <span role="progressbar" aria-labelledby={labelId} className={styles.track}>
          <span className={`${styles.bar} ${styles.indeterminate}`} />
          <span className={`${styles.bar} ${styles.indeterminate}`} />
        </span>
      ) : (
        <span role="progressbar" aria-labelledby={labelId} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className={styles.track}>
          <span className={styles.bar} style={{ transform: `translateX(${percent - 100}%)` }} />
        </span>
      )}
      <div role="status" className={hidden.visuallyHidden}>
        {percent === undefined ? `${label}…` : fileMessages.percentSent(label, announced)}
      </div>
    </div>
  );
}
