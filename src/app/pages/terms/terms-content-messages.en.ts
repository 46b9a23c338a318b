import { siteConfig } from '@/lib/site-config';

const { brandName, legalName, address } = siteConfig;

/** The terms' text; `{emergency}`, `{ambulance}`, `{email}`, `{phone}` and `{privacy}` are links. */
export const en = {
  summary: `The rules for using the ${brandName} website and app: what the service is and is not, what we expect from you, and what we are responsible for.`,
  aboutTheseTerms: {
    heading: 'About these terms',
    body: `This website and the ${brandName} app are run by ${legalName} ("${brandName}", "we"). By using them you agree to these terms. If you do not agree, please do not use the service.`,
  },
  notForEmergencies: {
    heading: 'Not for emergencies',
    warning: `${brandName} is not an emergency service.`,
    body: 'If you or someone near you has a medical emergency, call {emergency} (national emergency number) or {ambulance} (ambulance), or go to the nearest hospital at once. Do not wait for a callback and do not use the self-check in an emergency.',
  },
  whatTheServiceIs: {
    heading: 'What the service is',
    list: [
      'Health information: articles, descriptions of tests and the symptom self-check are general information. They are not a diagnosis and do not replace a doctor’s examination.',
      'Booking: we help you request consultations, lab tests, scans and other services, and put you in touch with the doctors, laboratories, diagnostic centres and hospitals who provide them.',
      'Care is given by independent registered medical practitioners and partner facilities, who are responsible for their professional advice and treatment.',
      'Prices on this website are in Indian rupees and may change. A booking is confirmed only when we or the provider confirm it to you, at the price stated then.',
    ] as const,
  },
  yourAccount: {
    heading: 'Your account',
    body: 'Give us accurate details, keep your password to yourself and tell us straight away if you think someone else has used your account. You are responsible for what happens in your account. We may suspend an account that breaks these terms or puts others at risk.',
  },
  acceptableUse: {
    heading: 'Acceptable use',
    intro: 'When you use the service, do not:',
    list: [
      'give false information, or someone else’s details without their permission;',
      'send requests in bulk, automate our forms or use them to send spam;',
      'try to break into, overload or copy the website, the app or their data;',
      'use the service for anything unlawful, harmful or abusive towards our staff or providers.',
    ] as const,
  },
  liability: {
    heading: 'Our responsibility to you',
    care: 'We take reasonable care to keep the service accurate, available and secure, but we cannot promise it will always be free of errors or interruptions. We are not responsible for losses that were not foreseeable, or for the professional advice and treatment of independent providers.',
    consumerRights:
      'Nothing in these terms limits your rights as a consumer under Indian law, including the Consumer Protection Act, 2019, or any liability that the law does not allow us to limit.',
  },
  content: {
    heading: 'Our content',
    body: `The text, design, logos and software of the website and app belong to ${brandName} or its licensors. You may use them to look after your own health and family, not to copy or resell them.`,
  },
  governingLaw: {
    heading: 'Governing law',
    body: `These terms are governed by the laws of India. Any dispute that we cannot settle together will be decided by the courts at ${address.locality}, ${address.region}.`,
  },
  changesAndContact: {
    heading: 'Changes and contact',
    body: 'We may update these terms; the date at the top shows when they last changed. Questions? Write to {email} or call {phone}. How we handle your personal data is explained in our {privacy}.',
    privacyLink: 'Privacy Policy',
  },
};
