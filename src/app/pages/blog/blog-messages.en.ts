import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

export const en = {
  intro: `Practical notes from the ${brandName} care team on tests, consultations and everyday health. General information, not a substitute for your doctor’s advice.`,
  latestPosts: 'Latest posts',
};
