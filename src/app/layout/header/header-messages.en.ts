export const en = {
  /** The desktop navigation landmark. */
  mainNav: 'Main',
  ourServices: 'Our Services',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  onboardForm: 'Onboard Form',
  login: 'Login/Signup',
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  search: 'Search',
  searchPlaceholder: 'Search tests, scans, doctors, medicines',
  closeSearch: 'Close search',
  servicesLoading: 'Loading services',
  servicesFailed: 'Failed to load data.',
};
