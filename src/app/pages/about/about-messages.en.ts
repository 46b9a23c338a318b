import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

export const en = {
  title: 'About us',
  description: `${brandName} brings 5000+ doctors, 500 NABL-accredited labs and 1000+ hospitals to 10 million users across India. Meet the team and the technology behind it.`,
  heading: `About ${brandName}`,
  intro: 'Trusted care for every Indian family — doctors, diagnostics and medicines, one tap away.',
  numbersTitle: `${brandName} in numbers`,
  capabilitiesTitle: 'What you can do in the app',
  technologyTitle: 'Technology that protects you',
  partnersTitle: 'Employers and insurers',
  teamTitle: 'Our team',
};
