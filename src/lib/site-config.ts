/** The one place for brand values the spec writes as {product}, {phone}, {email} and {host}. */
export const siteConfig = {
  brandName: 'Healvia',
  legalName: 'Healvia Health Services Pvt. Ltd.',
  tagline: 'Doctors, lab tests and scans — trusted care, close to home',
  phone: { display: '+91 80 4718 2400', href: 'tel:+918047182400' },
  email: 'care@healvia.example',
  website: { display: 'www.healvia.example', href: 'https://www.healvia.example' },
  /** The area the organisation is based in, for its schema.org address; the phone's 80 is Bengaluru's code. */
  address: { locality: 'Bengaluru', region: 'Karnataka', country: 'IN' },
  logo: '/logo.svg',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/healvia.example' },
    { network: 'Instagram', href: 'https://www.instagram.com/healvia.example' },
    { network: 'Threads', href: 'https://www.threads.net/@healvia.example' },
    { network: 'WhatsApp', href: 'https://wa.me/918047182400' },
    { network: 'YouTube', href: 'https://www.youtube.com/@healvia.example' },
  ],
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]['network'];

