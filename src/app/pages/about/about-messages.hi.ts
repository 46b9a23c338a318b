import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/about/about-messages.en';

const { brandName } = siteConfig;

export const hi = {
  intro: 'हर भारतीय परिवार के लिए भरोसेमंद इलाज — डॉक्टर, जाँच और दवाइयाँ, बस एक टैप दूर।',
  numbersTitle: `आँकड़ों में ${brandName}`,
  capabilitiesTitle: 'ऐप में आप क्या कर सकते हैं',
  technologyTitle: 'आपकी सुरक्षा करने वाली टेक्नोलॉजी',
  partnersTitle: 'कंपनियाँ और बीमा कंपनियाँ',
  teamTitle: 'हमारी टीम',
} satisfies Messages<typeof en>;
