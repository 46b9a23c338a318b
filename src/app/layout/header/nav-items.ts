import { headerMessages } from '@/app/layout/header/header-messages';

/** Header links besides the services menu, in the spec's order. */
export const headerLinks = [
  { label: headerMessages.aboutUs, to: '/about' },
  { label: headerMessages.contactUs, to: '/contact' },
] as const;

export const onboardLink = { label: headerMessages.onboardForm, to: '/onboard-form' } as const;
