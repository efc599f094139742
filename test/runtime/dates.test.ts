// The dates pages show: English written without Intl, exactly as en-US's formatter writes it.
import { expect, it } from 'vitest';
import { formatDate } from '../../runtime/page/dates.ts';

it("writes English dates as en-US's Intl formatter does, in UTC, for both styles", () => {
  const intl = (style: 'long' | 'short') => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: style, day: 'numeric', timeZone: 'UTC' });
  const days = [Date.UTC(2023, 2, 13), Date.UTC(2026, 10, 22, 3, 14, 9), Date.UTC(2000, 1, 29, 23, 59, 59), Date.UTC(1999, 11, 31), Date.UTC(2024, 0, 1, 0, 0, 0, 1), Date.UTC(205, 6, 4)];
  // Every day of a leap year too, at a time that is another day in most time zones.
  for (let day = 0; day < 366; day++) days.push(Date.UTC(2024, 0, 1 + day, 23, 30));
  for (const time of days) {
    for (const style of ['long', 'short'] as const) {
      for (const lang of ['en', 'en-US']) expect(formatDate(new Date(time), style, lang)).toBe(intl(style).format(time));
    }
  }
  expect(formatDate(new Date(Date.UTC(2023, 2, 13)), 'long', 'en')).toBe('March 13, 2023');
  expect(formatDate(new Date(Date.UTC(2023, 2, 13)), 'short', 'en')).toBe('Mar 13, 2023');
  // Other languages as their own formatter writes them.
  expect(formatDate(new Date(Date.UTC(2023, 2, 13)), 'long', 'zh-Hans')).toBe('2023年3月13日');
  expect(formatDate(new Date(Date.UTC(2023, 2, 13)), 'short', 'en-GB')).toBe(new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2023, 2, 13)));
});
