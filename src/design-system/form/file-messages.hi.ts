import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/form/file-messages.en';

export const hi = {
  selected: 'चुनी गई फ़ाइल:',
  selectedFile: (name: string, size: string) => `${name} चुनी गई, ${size}`,
  refusedFile: (name: string, problem: string) => `${name}: ${problem}`,
  remove: 'हटाएँ',
  removeWhich: (name: string) => ` (${name})`,
  removedFile: (name: string) => `${name} हटा दी गई`,
  unnamedFile: 'फ़ाइल',
  preview: (name: string) => `${name} की झलक`,
  uploading: 'आपके दस्तावेज़ अपलोड हो रहे हैं',
  sentOf: (sent: string, total: string) => ` (${total} में से ${sent})`,
  percentSent: (label: string, percent: number) => `${label}: ${percent}% भेजा गया`,
  bytes: (count: number) => `${count} बाइट`,
} satisfies Messages<typeof en>;
