import { pathInLocale, splitLocalePath } from '@/lib/i18n/locale';
import { hindiRetryWait } from '@/lib/i18n/retry-wait';

describe('a page in each language', () => {
  it('lives at its path in English and under /hi in Hindi', () => {
    expect(['/', '/tests', '/package-details/3'].map((path) => pathInLocale('hi', path))).toEqual(['/hi', '/hi/tests', '/hi/package-details/3']);
    expect(pathInLocale('en', '/tests')).toBe('/tests');
  });

  it('is read back from a site path, query and fragment kept, without taking /history or /hiking for Hindi', () => {
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi?q=cbc')).toEqual({ locale: 'hi', path: '/?q=cbc' });
    expect(splitLocalePath('/hi/tests#faq')).toEqual({ locale: 'hi', path: '/tests#faq' });
    expect(splitLocalePath('/hiking')).toEqual({ locale: 'en', path: '/hiking' });
    expect(splitLocalePath('/history/hi')).toEqual({ locale: 'en', path: '/history/hi' });
  });
});

describe("the server's wait after too many requests, in Hindi", () => {
  it('keeps the number and names the unit', () => {
    expect(hindiRetryWait('Too many requests. Please try again in 15 minutes.')).toBe('15 मिनट');
    expect(hindiRetryWait('Too many login attempts. Please try again in 1 hour.')).toBe('1 घंटा');
    expect(hindiRetryWait('Too many requests. Please try again in 30 seconds.')).toBe('30 सेकंड');
    expect(hindiRetryWait('Service Unavailable')).toBeUndefined();
  });
});
