import { siteConfig } from '@/lib/site-config';

export const en = {
  intro: `Serums, moisturisers, sunscreens and cleansers picked with dermatologists. Order in the ${siteConfig.brandName} app, or ask us what suits your skin.`,
  featured: { title: 'Featured products', description: 'Everyday essentials for healthy skin, at a discount on MRP.' },
  callback: {
    title: 'Not sure what suits your skin?',
    description: 'Leave your number and our health expert will call you back to help you choose.',
  },
};
