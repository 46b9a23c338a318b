import { discountBadgeText, showsMrp } from '@/design-system/price-tag/price-tag-text';

describe('showsMrp', () => {
  it('is true only when the MRP is above the price', () => {
    expect(showsMrp(1399, 1999)).toBe(true);
    expect(showsMrp(1999, 1999)).toBe(false);
    expect(showsMrp(1999, 1399)).toBe(false);
    expect(showsMrp(1999, undefined)).toBe(false);
  });
});

describe('discountBadgeText', () => {
  it('turns a percentage above 0 into "N% Off"', () => {
    expect(discountBadgeText(30)).toBe('30% Off');
    expect(discountBadgeText(12.5)).toBe('12.5% Off');
  });

  it('shows no badge for 0, negative or missing discounts', () => {
    expect(discountBadgeText(0)).toBeNull();
    expect(discountBadgeText(-5)).toBeNull();
    expect(discountBadgeText(undefined)).toBeNull();
    expect(discountBadgeText(Number.NaN)).toBeNull();
  });

  it('shows a text discount as given unless its number is 0', () => {
    expect(discountBadgeText('25% Off')).toBe('25% Off');
    expect(discountBadgeText(' Flat 30% Off ')).toBe('Flat 30% Off');
    expect(discountBadgeText('0% Off')).toBeNull();
    expect(discountBadgeText('  ')).toBeNull();
  });
});
