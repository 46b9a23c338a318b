import type { TypographyProps } from '@mui/material/Typography';
import Typography from '@mui/material/Typography';
import { localeHrefLang } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';

// UTC so the prerendered text and the browser's agree whatever the visitor's time zone; the page's language (hi-IN: "28 अक्तूबर 2026").
const longDate = new Intl.DateTimeFormat(localeHrefLang[pageLocale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "28 October 2026" for 2026-10-28. */
export function formatPublicationDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Newest first, for lists whose records carry a YYYY-MM-DD date. */
export function newestFirst<T extends { date: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.date.localeCompare(a.date));
}

/** A publication date as a <time> element, in muted small text. */
export function PublicationDate({ date, sx }: { date: string; sx?: TypographyProps['sx'] }) {
  return (
    <Typography component="time" variant="body2" dateTime={date} sx={{ color: 'text.secondary', ...sx }}>
      {formatPublicationDate(date)}
    </Typography>
  );
}
