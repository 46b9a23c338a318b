/** Header links besides the services menu, in the spec's order. */
export const headerLinks = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
] as const;

export const onboardLink = { label: 'Onboard Form', to: '/onboard-form' } as const;
