import { plural } from '@/lib/i18n/plural';

export const en = {
  /** Shown before the chosen file's name and size. */
  selected: 'Selected:',
  /** Announced once a picked file passed the checks. */
  selectedFile: (name: string, size: string) => `Selected ${name}, ${size}`,
  /** Announced when a picked file failed a check. */
  refusedFile: (name: string, problem: string) => `${name}: ${problem}`,
  /** The remove button's text; the file's name follows it for screen readers. */
  remove: 'Remove ',
  removeWhich: (name: string) => name,
  removedFile: (name: string) => `${name} removed`,
  /** Said when a removed file had no name. */
  unnamedFile: 'File',
  preview: (name: string) => `Preview of ${name}`,
  uploading: 'Uploading your documents',
  sentOf: (sent: string, total: string) => ` (${sent} of ${total})`,
  percentSent: (label: string, percent: number) => `${label}: ${percent}% sent`,
  bytes: (count: number) => plural(count, { one: `${count} byte`, other: `${count} bytes` }),
};
