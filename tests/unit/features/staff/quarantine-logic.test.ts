import { QUARANTINE_REASONS } from '@/lib/bot-signals/bot-signals';
import { quarantineCursorOf, quarantineGoneMessage, quarantineQuerySchema } from '@/features/staff/api/quarantine-schema';
import { QUARANTINE_REASON_LABELS, quarantineMessages } from '@/features/staff/components/quarantine-messages';

describe('the quarantine folder’s words', () => {
  it('names every reason the server stores, each differently', () => {
    expect(Object.keys(QUARANTINE_REASON_LABELS).sort()).toEqual([...QUARANTINE_REASONS].sort());
    expect(new Set(Object.values(QUARANTINE_REASON_LABELS)).size).toBe(QUARANTINE_REASONS.length);
    expect(QUARANTINE_REASON_LABELS['phone-repeated']).toBe('Same number 4+ times in an hour');
  });

  it('reads a masked phone by its last digits in the delete question, never as bullets', () => {
    expect(quarantineMessages.confirmText('callback', null, '••••••0004')).toBe('Callback, phone ending 0004, will be erased for good. Release it instead if a person sent it.');
    expect(quarantineMessages.confirmText('contact', 'Rohan Mehta', null)).toBe('Contact message from Rohan Mehta, will be erased for good. Release it instead if a person sent it.');
  });

  it('says who acted first and when, India time', () => {
    expect(quarantineGoneMessage({ outcome: 'deleted', by: null, at: '2026-03-14T09:20:00.000Z' })).toBe('Someone deleted this request at 14:50.');
  });
});

describe('the folder’s page cursor', () => {
  it('reads back the cursor a page hands out, and refuses anything else', () => {
    const cursor = quarantineCursorOf({ receivedAt: '2026-03-14T07:30:00.000Z', id: '0b7d3c52-4a8e-4f7e-9d55-6a1f2f0c9e11' });
    expect(quarantineQuerySchema.parse({ before: cursor })).toEqual({ limit: 50, before: { receivedAt: '2026-03-14T07:30:00.000Z', id: '0b7d3c52-4a8e-4f7e-9d55-6a1f2f0c9e11' } });
    for (const before of ['2026-03-14~x', `${cursor}'`, '2026-03-14T07:30:00.000Z~']) expect(quarantineQuerySchema.safeParse({ before }).success).toBe(false);
  });
});
