import { TextLink } from '@/design-system/page/page-container';
import { siteConfig } from '@/lib/site-config';
import type { LegalSection } from '@/app/pages/legal/legal-document';
import { fillSlots } from '@/app/pages/legal/fill-slots';
import { privacyContentMessages as text } from '@/app/pages/privacy/privacy-content-messages';

const { email, phone } = siteConfig;

export const privacyLastUpdated = '2026-11-29';

export const privacySummary = text.summary;

export const privacySections: readonly LegalSection[] = [
  { id: 'who-we-are', heading: text.whoWeAre.heading, body: [text.whoWeAre.body] },
  {
    id: 'what-we-collect',
    heading: text.whatWeCollect.heading,
    body: [text.whatWeCollect.intro, { list: text.whatWeCollect.list }, text.whatWeCollect.noTrackers],
  },
  { id: 'why-we-use-it', heading: text.whyWeUseIt.heading, body: [{ list: text.whyWeUseIt.list }, text.whyWeUseIt.basis] },
  { id: 'how-long', heading: text.howLong.heading, body: [{ list: text.howLong.list }, text.howLong.longer] },
  { id: 'sharing', heading: text.sharing.heading, body: [{ list: text.sharing.list }] },
  { id: 'security', heading: text.security.heading, body: [text.security.body] },
  {
    id: 'your-rights',
    heading: text.yourRights.heading,
    body: [text.yourRights.intro, { list: text.yourRights.list }, text.yourRights.minors, text.yourRights.complaint],
  },
  {
    id: 'contact',
    heading: text.contact.heading,
    body: [
      fillSlots(text.contact.body, {
        email: <TextLink href={`mailto:${email}`}>{email}</TextLink>,
        phone: <TextLink href={phone.href}>{phone.display}</TextLink>,
      }),
      fillSlots(text.contact.changes, { terms: <TextLink to="/terms">{text.contact.termsLink}</TextLink> }),
    ],
  },
];
