import { priceTagMessages } from '@/design-system/price-tag/price-tag-messages';

/** The MRP is struck through only when it is above the price. */
export function showsMrp(price: number, mrp: number | undefined): mrp is number {
  return mrp !== undefined && Number.isFinite(mrp) && mrp > price;
}

/**
 * Badge text for a discount given as a percentage (30 → "30% Off") or as text ("Flat 25% Off");
 * null when there is nothing to show: undefined, blank, or a number that is not above 0.
 */
export function discountBadgeText(discount: number | string | undefined): string | null {
  if (discount === undefined) return null;
  if (typeof discount === 'number') return Number.isFinite(discount) && discount > 0 ? priceTagMessages.percentOff(discount) : null;
  const text = discount.trim();
  if (text === '') return null;
  const number = text.match(/-?\d+(\.\d+)?/);
  return number && Number(number[0]) <= 0 ? null : text;
}
