import { fileMessages } from '@/design-system/form/file-messages';

const units = ['KB', 'MB', 'GB'] as const;

/** A file size as people read it, in binary units as the 5 MB upload limit is: 512 bytes, 12 KB, 1.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return fileMessages.bytes(bytes);
  let value = bytes / 1024;
  let unit: (typeof units)[number] = 'KB';
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${unit}`;
}
