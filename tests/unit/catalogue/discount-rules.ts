import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { productCategories } from '@/features/catalogue/model/product-categories';
import { scanServiceKinds } from '@/features/catalogue/model/scan-service-kinds';
import { fieldLabel, type Catalogue } from './public-files';
import { percentAgrees, percentInText, priceProblems } from './price-rules';

const priced = (original: string, discounted: string, percent: string) => ({ original, discounted, percent });

export function discountProblems(data: Catalogue): string[] {
  const checkups = data[checkupPackagesPath].packages;
  return [
    ...priceProblems(skincarePackagesPath, data[skincarePackagesPath].map((card) => ({
      original: card.cutPrice, discounted: card.price, percent: card.discount, fields: priced('cutPrice', 'price', 'discount'),
    }))),
    ...priceProblems(packageDetailsPath, data[packageDetailsPath].map((detail) => ({
      original: detail.mrp, discounted: detail.price, percent: detail.discount, fields: priced('mrp', 'price', 'discount'),
    }))),
    ...priceProblems(skincareProductsPath, data[skincareProductsPath].map((item) => ({
      original: item.cutprice, discounted: item.price, percent: item.discount, fields: priced('cutprice', 'price', 'discount'),
    }))),
    ...priceProblems(healthChecksPath, data[healthChecksPath].map((card) => ({
      original: card.cutPrice, discounted: card.price, percent: card.discount, fields: priced('cutPrice', 'price', 'discount'),
    }))),
    ...priceProblems(healthCheckDetailsPath, data[healthCheckDetailsPath].map((detail) => ({
      original: detail.actualPrice, discounted: detail.discountedPrice, percent: percentInText(detail.discount),
      fields: priced('actualPrice', 'discountedPrice', 'discount'),
    }))),
    ...priceProblems(checkupPackagesPath, checkups.map((item) => ({
      original: item.originalPrice, discounted: item.price, percent: item.discount, fields: priced('originalPrice', 'price', 'discount'),
    })), 'packages'),
    ...productCategories.flatMap((category) => {
      const path = productCataloguePath(category);
      return priceProblems(path, data[path].map((item) => ({
        original: item.mrp, discounted: item.price, percent: item.discount, fields: priced('mrp', 'price', 'discount'),
      })));
    }),
    ...scanServiceProblems(data),
    ...medicineOfferProblems(data),
  ];
}

/** Optional fields fall back to §9's defaults, so a missing percentage means 0 and a missing price means no offer. */
function scanServiceProblems(data: Catalogue): string[] {
  return scanServiceKinds.flatMap((kind) => {
    const path = scanServicesPath(kind);
    return data[path].flatMap((service, index) => {
      const discounted = service.discountedPrice ?? service.originalPrice;
      const percent = service.discountPercentage ?? 0;
      const problems: string[] = [];
      if (discounted > service.originalPrice) {
        problems.push(`${fieldLabel(path, index, 'discountedPrice')}: ${discounted} is above originalPrice ${service.originalPrice}`);
      }
      if (!percentAgrees(percent, service.originalPrice, discounted)) {
        problems.push(`${fieldLabel(path, index, 'discountPercentage')}: ${percent}% does not match ${service.originalPrice} → ${discounted}`);
      }
      return problems;
    });
  });
}

/** "Up to N% OFF" is the best discount in the linked catalogue; "Flat N% OFF" is every product's discount. */
function medicineOfferProblems(data: Catalogue): string[] {
  return data[medicineOffersPath].flatMap((offer, index) => {
    const category = productCategories.find((candidate) => `/${candidate}` === offer.link);
    if (!category) return [`${fieldLabel(medicineOffersPath, index, 'link')}: ${offer.link} is not a product catalogue route`];
    const discounts = data[productCataloguePath(category)].map((item) => item.discount);
    const stated = percentInText(offer.discount);
    const agrees = /^flat/i.test(offer.discount)
      ? discounts.every((discount) => discount === stated)
      : /^up to/i.test(offer.discount) && stated === Math.max(...discounts);
    return agrees
      ? []
      : [`${fieldLabel(medicineOffersPath, index, 'discount')}: "${offer.discount}" does not match the ${category} discounts (${Math.min(...discounts)}–${Math.max(...discounts)}%)`];
  });
}
