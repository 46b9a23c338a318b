import { TextLink } from '@/design-system/page/page-container';
import { siteConfig } from '@/lib/site-config';
import { AMBULANCE, EMERGENCY } from '@/features/assessment/components/emergency-numbers';
import type { LegalSection } from '@/app/pages/legal/legal-document';
import { fillSlots } from '@/app/pages/legal/fill-slots';
import { termsContentMessages as text } from '@/app/pages/terms/terms-content-messages';

const { email, phone } = siteConfig;

export const termsLastUpdated = '2026-11-02';

export const termsSummary = text.summary;

export const termsSections: readonly LegalSection[] = [
  { id: 'about-these-terms', heading: text.aboutTheseTerms.heading, body: [text.aboutTheseTerms.body] },
  {
    id: 'not-for-emergencies',
    heading: text.notForEmergencies.heading,
    body: [
      <>
        <strong>{text.notForEmergencies.warning}</strong>{' '}
        {fillSlots(text.notForEmergencies.body, {
          emergency: <TextLink href={EMERGENCY.href}>{EMERGENCY.number}</TextLink>,
          ambulance: <TextLink href={AMBULANCE.href}>{AMBULANCE.number}</TextLink>,
        })}
      </>,
    ],
  },
  { id: 'what-the-service-is', heading: text.whatTheServiceIs.heading, body: [{ list: text.whatTheServiceIs.list }] },
  { id: 'your-account', heading: text.yourAccount.heading, body: [text.yourAccount.body] },
  { id: 'acceptable-use', heading: text.acceptableUse.heading, body: [text.acceptableUse.intro, { list: text.acceptableUse.list }] },
  { id: 'liability', heading: text.liability.heading, body: [text.liability.care, text.liability.consumerRights] },
  { id: 'content', heading: text.content.heading, body: [text.content.body] },
  { id: 'governing-law', heading: text.governingLaw.heading, body: [text.governingLaw.body] },
  {
    id: 'changes-and-contact',
    heading: text.changesAndContact.heading,
    body: [
      fillSlots(text.changesAndContact.body, {
        email: <TextLink href={`mailto:${email}`}>{email}</TextLink>,
        phone: <TextLink href={phone.href}>{phone.display}</TextLink>,
        privacy: <TextLink to="/privacy">{text.changesAndContact.privacyLink}</TextLink>,
      }),
    ],
  },
];
