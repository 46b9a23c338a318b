import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Terms of use',
  description: `The rules for using ${siteConfig.brandName}: health information and booking, not emergency care (call 112 or 108); accounts, acceptable use and liability.`,
  heading: 'Terms of Use',
};
