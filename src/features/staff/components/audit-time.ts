const india = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "14 Mar 2026, 14:05:09 IST": an audit entry's moment to the second, as India's clocks show it. */
export function auditTimeText(iso: string): string {
  const part = Object.fromEntries(india.formatToParts(Date.parse(iso)).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}:${part.second} IST`;
}
