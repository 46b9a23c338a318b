import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatFileSize } from '@/design-system/form/file-size';

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
export function UploadProgress({ progress, label = 'Uploading your documents' }: UploadProgressProps) {
  const labelId = useId();
  const percent = progress && progress.totalBytes > 0 ? Math.min(100, Math.round((progress.sentBytes / progress.totalBytes) * 100)) : undefined;
  const announced = percent === undefined ? 0 : Math.floor(percent / ANNOUNCE_EVERY_PERCENT) * ANNOUNCE_EVERY_PERCENT;

  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
        {label}
        {percent !== undefined && `: ${percent}%`}
        {progress && percent !== undefined && percent < 100 && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {` (${formatFileSize(progress.sentBytes)} of ${formatFileSize(progress.totalBytes)})`}
          </Box>
        )}
      </Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Box role="status" sx={visuallyHidden}>
        {percent === undefined ? `${label}…` : `${label}: ${announced}% sent`}
      </Box>
    </Box>
  );
}
