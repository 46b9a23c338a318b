const india = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14 Mar 2026, 14:05 IST": a moment as India's clocks show it, whatever the reader's own time zone. */
export function indiaDateTimeText(epochMs: number): string {
  // Built from parts: browsers' ICU versions join date and time differently ("14 Mar 2026, 14:05" or "… at …").
  const part = Object.fromEntries(india.formatToParts(epochMs).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} IST`;
}
