import { pageLocale } from '@/lib/i18n/page-locale';

const rules = new Intl.PluralRules(pageLocale === 'hi' ? 'hi-IN' : 'en-IN');

/** The form of a message for `count`, by the page language's plural rules (English and Hindi: one, other). */
export function plural(count: number, forms: { one: string; other: string }): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
