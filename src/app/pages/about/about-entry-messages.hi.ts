import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/about/about-entry-messages.en';

const { brandName } = siteConfig;

export const hi = {
  title: 'हमारे बारे में',
  description: `${brandName} पूरे भारत में 1 करोड़ लोगों को 5000+ डॉक्टरों, 500 NABL-मान्यता प्राप्त लैब और 1000+ अस्पतालों से जोड़ता है। हमारी टीम और हमारी टेक्नोलॉजी के बारे में जानें।`,
  heading: `${brandName} के बारे में`,
} satisfies Messages<typeof en>;
