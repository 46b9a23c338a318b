/** The one place for brand values the spec writes as {product}, {phone}, {email} and {host}. */
export const siteConfig = {
  brandName: 'Healvia',
  legalName: 'Healvia Health Services Pvt. Ltd.',
  tagline: 'Doctors, lab tests and scans — trusted care, close to home',
  phone: { display: '+91 80 4718 2400', href: 'tel:+918047182400' },
  email: 'care@healvia.example',
  website: { display: 'www.healvia.example', href: 'https://www.healvia.example' },
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/healvia.example' },
    { network: 'Instagram', href: 'https://www.instagram.com/healvia.example' },
    { network: 'Threads', href: 'https://www.threads.net/@healvia.example' },
    { network: 'WhatsApp', href: 'https://wa.me/918047182400' },
    { network: 'YouTube', href: 'https://www.youtube.com/@healvia.example' },
  ],
  apiBaseUrl: normaliseBaseUrl(import.meta.env.PUBLIC_API_BASE_URL),
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]['network'];

function normaliseBaseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}
