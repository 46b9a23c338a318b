import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

export const en = {
  intro: 'Trusted care for every Indian family — doctors, diagnostics and medicines, one tap away.',
  numbersTitle: `${brandName} in numbers`,
  capabilitiesTitle: 'What you can do in the app',
  technologyTitle: 'Technology that protects you',
  partnersTitle: 'Employers and insurers',
  teamTitle: 'Our team',
};
