import { footerMessages } from '@/app/layout/footer/footer-messages';

export type FooterLink = { label: string; to: string };

const { links } = footerMessages;

export const companyLinks: FooterLink[] = [
  { label: links.about, to: '/about' },
  { label: links.blog, to: '/blog' },
  { label: links.careers, to: '/careers' },
  { label: links.press, to: '/press' },
  { label: links.contactUs, to: '/contact' },
  { label: links.privacy, to: '/privacy' },
  { label: links.terms, to: '/terms' },
];

export const serviceLinks: FooterLink[] = [
  { label: links.consultation, to: '/consultation' },
  { label: links.labTests, to: '/tests' },
  { label: links.healthPackages, to: '/tests' },
  { label: links.scans, to: '/scans' },
  { label: links.doctors, to: '/our-doctors' },
];
