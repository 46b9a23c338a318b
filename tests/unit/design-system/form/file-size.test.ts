import { expect, test } from 'vitest';
import { formatFileSize } from '@/design-system/form/file-size';
import { MAX_UPLOAD_BYTES } from '@/lib/constants';

test.each([
  [0, '0 bytes'],
  [1, '1 byte'],
  [1023, '1023 bytes'],
  [1024, '1 KB'],
  [1536, '1.5 KB'],
  [10 * 1024 + 300, '10 KB'],
  [1024 * 1024, '1 MB'],
  [2.25 * 1024 * 1024, '2.3 MB'],
  [3 * 1024 ** 3, '3 GB'],
])('%i bytes read as %s', (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});

test('the upload limit reads as the spec writes it', () => {
  expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('5 MB');
});
