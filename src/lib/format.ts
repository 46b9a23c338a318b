import { formatMessages } from '@/lib/format-messages';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,399 style, Indian digit grouping, no paise. */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

const indianNumber = new Intl.NumberFormat('en-IN');

/** 10,00,000 style grouping for counters and counts. */
export function formatIndianNumber(value: number): string {
  return indianNumber.format(value);
}

/** 1,000,000 → "10.0L" ("10.0 लाख" on Hindi pages): lakhs with one decimal, as the About page's counter shows patients. */
export function formatLakhs(value: number): string {
  return formatMessages.lakhs((value / 100_000).toFixed(1));
}

/** Percentage saved when a price is below its MRP, rounded down; 0 when it is not. */
export function discountPercent(price: number, mrp: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) / mrp) * 100);
}
