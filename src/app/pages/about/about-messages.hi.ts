import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/about/about-messages.en';

const { brandName } = siteConfig;

export const hi = {
  title: 'हमारे बारे में',
  description: `${brandName} पूरे भारत में 1 करोड़ लोगों को 5000+ डॉक्टरों, 500 NABL-मान्यता प्राप्त लैब और 1000+ अस्पतालों से जोड़ता है। हमारी टीम और हमारी टेक्नोलॉजी के बारे में जानें।`,
  heading: `${brandName} के बारे में`,
  intro: 'हर भारतीय परिवार के लिए भरोसेमंद इलाज — डॉक्टर, जांच और दवाइयां, बस एक टैप दूर।',
  numbersTitle: `आंकड़ों में ${brandName}`,
  capabilitiesTitle: 'ऐप में आप क्या कर सकते हैं',
  technologyTitle: 'आपकी सुरक्षा करने वाली टेक्नोलॉजी',
  partnersTitle: 'कंपनियां और बीमा कंपनियां',
  teamTitle: 'हमारी टीम',
} satisfies Messages<typeof en>;
