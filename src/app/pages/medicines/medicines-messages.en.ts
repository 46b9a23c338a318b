import { siteConfig } from '@/lib/site-config';

export const en = {
  intro: `Medicines, vitamins, Ayurveda, baby care and wellness products from licensed pharmacies. Order in the ${siteConfig.brandName} app and get them delivered to your door.`,
  offers: { title: 'Offers', description: 'Savings on every category, applied automatically at checkout.' },
  categories: 'Shop by category',
  callback: {
    title: 'Need help with your order?',
    description: 'Leave your number and our team will call you back about medicines, prescriptions or offers.',
  },
};
