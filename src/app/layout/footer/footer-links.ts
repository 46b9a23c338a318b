export type FooterLink = { label: string; to: string };

export const companyLinks: FooterLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Careers', to: '/careers' },
  { label: 'Press', to: '/press' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
];

export const serviceLinks: FooterLink[] = [
  { label: 'Consultation', to: '/consultation' },
  { label: 'Lab Tests', to: '/tests' },
  { label: 'Health Packages', to: '/tests' },
  { label: 'Scans & X-Rays', to: '/scans' },
  { label: 'Our Doctors', to: '/our-doctors' },
];
