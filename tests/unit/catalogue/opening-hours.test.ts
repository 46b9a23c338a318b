import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minuteOfDayInIndia } from '@/lib/india-time';
import { openStateAt, openStateText, parseClockTime, parseOpeningHours } from '@/features/catalogue/model/opening-hours';
import type { NearbyCentres } from '@/features/catalogue/schemas/diagnostic-centre';

const at = (hours: string, clock: string) => openStateText(openStateAt(parseOpeningHours(hours)!, parseClockTime(clock)!));

describe('a clock time in the data files', () => {
  it('reads hours and minutes with AM or PM, midnight and noon included', () => {
    expect(parseClockTime('7:00 AM')).toBe(7 * 60);
    expect(parseClockTime('9:30 PM')).toBe(21 * 60 + 30);
    expect(parseClockTime('12:00 AM')).toBe(0);
    expect(parseClockTime('12:00 PM')).toBe(12 * 60);
    expect(parseClockTime('9 pm')).toBe(21 * 60);
    expect(parseClockTime('12:30 a.m.')).toBe(30);
  });

  it('is not understood outside 1–12 hours and 00–59 minutes, or without AM/PM', () => {
    for (const text of ['13:00 PM', '0:30 AM', '7:60 AM', '7:00', 'noon', '']) expect(parseClockTime(text)).toBeUndefined();
  });
});

describe('opening hours', () => {
  it('are a range with a hyphen, an en or em dash, or "to"', () => {
    const expected = { opens: 7 * 60, closes: 21 * 60 };
    for (const text of ['7:00 AM - 9:00 PM', '7:00 AM – 9:00 PM', '7:00 AM—9:00 PM', '7 am to 9 pm']) expect(parseOpeningHours(text)).toEqual(expected);
  });

  it('are not understood when they are not one range of two different times', () => {
    for (const text of ['Closed', 'By appointment', '7:00 AM', '7:00 AM - 9:00 PM - 10:00 PM', '9:00 AM - 9:00 AM']) {
      expect(parseOpeningHours(text)).toBeUndefined();
    }
  });

  it('are understood for every centre in the data file, so the live status is what visitors see', () => {
    const { centres } = JSON.parse(readFileSync('public/data/nearby-centres.json', 'utf8')) as NearbyCentres;
    expect(centres.filter((centre) => !parseOpeningHours(centre.hours)).map((centre) => centre.name)).toEqual([]);
  });
});

describe('open now or closed', () => {
  const day = '7:00 AM - 9:00 PM';

  it('opens on the opening minute and closes on the closing minute', () => {
    expect(at(day, '6:59 AM')).toBe('Closed · opens 7:00 AM');
    expect(at(day, '7:00 AM')).toBe('Open now · closes 9:00 PM');
    expect(at(day, '8:59 PM')).toBe('Open now · closes 9:00 PM');
    expect(at(day, '9:00 PM')).toBe('Closed · opens 7:00 AM');
  });

  it('is closed at midnight for daytime hours', () => {
    expect(at(day, '12:00 AM')).toBe('Closed · opens 7:00 AM');
    expect(at(day, '11:59 PM')).toBe('Closed · opens 7:00 AM');
  });

  it('stays open across midnight when the closing time comes before the opening time', () => {
    const night = '8:00 PM - 2:00 AM';
    expect(at(night, '7:59 PM')).toBe('Closed · opens 8:00 PM');
    expect(at(night, '8:00 PM')).toBe('Open now · closes 2:00 AM');
    expect(at(night, '12:00 AM')).toBe('Open now · closes 2:00 AM');
    expect(at(night, '1:59 AM')).toBe('Open now · closes 2:00 AM');
    expect(at(night, '2:00 AM')).toBe('Closed · opens 8:00 PM');
  });

  it('formats half hours and noon as the data files write them', () => {
    expect(at('6:30 AM - 12:00 PM', '6:00 AM')).toBe('Closed · opens 6:30 AM');
    expect(at('6:30 AM - 12:00 PM', '11:00 AM')).toBe('Open now · closes 12:00 PM');
  });
});

describe('the time of day in India', () => {
  it('is UTC plus five and a half hours, whatever the date', () => {
    expect(minuteOfDayInIndia(Date.UTC(2026, 10, 25, 1, 30))).toBe(7 * 60);
    expect(minuteOfDayInIndia(Date.UTC(2026, 5, 25, 1, 30))).toBe(7 * 60);
  });

  it('turns midnight at 18:30 UTC', () => {
    expect(minuteOfDayInIndia(Date.UTC(2026, 10, 25, 18, 29))).toBe(24 * 60 - 1);
    expect(minuteOfDayInIndia(Date.UTC(2026, 10, 25, 18, 30))).toBe(0);
  });
});
