import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

/** `{email}` and `{phone}` are links. */
export const en = {
  intro: `News and announcements from ${brandName}: new services, new cities and new features in the ${brandName} app.`,
  announcements: 'Announcements',
  mediaEnquiries: 'Media enquiries',
  media: 'Journalists can write to {email} or call {phone} for interviews, figures and images.',
};
