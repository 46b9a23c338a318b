import { truncateText } from '@/design-system/read-more/truncate-text';
import { READ_MORE_LIMIT } from '@/lib/constants';

describe('truncateText', () => {
  it('keeps text of up to 300 characters whole', () => {
    const exactly = 'a'.repeat(READ_MORE_LIMIT);
    expect(truncateText(exactly)).toEqual({ text: exactly, truncated: false });
    expect(truncateText('Short.')).toEqual({ text: 'Short.', truncated: false });
  });

  it('cuts longer text to its first 300 characters plus an ellipsis', () => {
    const text = `${'b'.repeat(READ_MORE_LIMIT)}tail`;
    const result = truncateText(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(300)}…`);
    expect(result.text).toHaveLength(301);
  });

  it('does not trim whitespace at the cut', () => {
    const text = `${'c'.repeat(299)} more`;
    expect(truncateText(text).text).toBe(`${'c'.repeat(299)} …`);
  });

  it('never splits a surrogate pair at the cut', () => {
    const text = `${'d'.repeat(299)}😀 and more`;
    const result = truncateText(text);
    expect(result.text).toBe(`${'d'.repeat(299)}…`);
    expect(result.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('keeps a pair that ends exactly at the limit', () => {
    const text = `${'e'.repeat(298)}😀 and more`;
    expect(truncateText(text).text).toBe(`${'e'.repeat(298)}😀…`);
  });

  it('honours a custom limit', () => {
    expect(truncateText('abcdef', 3)).toEqual({ text: 'abc…', truncated: true });
  });
});
