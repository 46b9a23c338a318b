import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

export const en = {
  title: 'Blog',
  description: `Practical health notes from the ${brandName} care team: preparing for blood tests, home blood pressure readings and online consultations.`,
  heading: 'Blog',
  intro: `Practical notes from the ${brandName} care team on tests, consultations and everyday health. General information, not a substitute for your doctor’s advice.`,
  latestPosts: 'Latest posts',
};
