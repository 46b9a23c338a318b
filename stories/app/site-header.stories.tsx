import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '@/app/layout/header/site-header';
import { accessToken } from '@/lib/cookies';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { searchIndexRequests } from '@mocks/handlers/search';

const meta = {
  title: 'App/Site header',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    accessToken.clear();
    searchIndexRequests.length = 0;
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }));

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Healvia' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'Onboard Form' })).toHaveAttribute('href', '/onboard-form');
    await expect(nav.getByRole('link', { name: 'Login/Signup' })).toHaveAttribute('href', '/auth');
  },
};

export const LoggedIn: Story = {
  beforeEach: () => {
    accessToken.store('story-token');
    return () => accessToken.clear();
  },
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    await expect(await within(canvasElement).findByText('Navigated to /auth')).toBeVisible();
    await expect(accessToken.read()).toBeUndefined();
  },
};

/** Another tab logged in; this one notices when its menu opens, without reading the cookie on every render. */
export const MenuRechecksTheLogin: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // At this width the desktop navigation is hidden (so it has no accessible name); it still tells what the header believes.
    const desktopNav = within(canvasElement.querySelector<HTMLElement>('nav[aria-label="Main"]')!);
    await expect(desktopNav.getByRole('link', { name: 'Login/Signup', hidden: true })).toHaveAttribute('href', '/auth');
    canvasElement.ownerDocument.cookie = 'access_token=from-another-tab; path=/';
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Our Services' });
    await expect(await within(menu).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('link', { name: 'Login/Signup' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(desktopNav.getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
  },
};

export const ServicesMenuByPointer: Story = {
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    const toggle = nav.getByRole('button', { name: 'Our Services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')!);
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(9));
    await expect(panel.getByRole('link', { name: 'Skincare' })).toHaveAttribute('href', '/skincare');
    await userEvent.unhover(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ServicesMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    const toggle = nav.getByRole('button', { name: 'Our Services' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')!);
    const firstTile = await panel.findByRole('link', { name: 'Online Consultation' });
    await userEvent.tab();
    await expect(firstTile).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** Tiles not in the page yet (the client shell): the panel holds a skeleton and says it is loading. */
export const ServicesMenuWhileTilesLoad: Story = {
  parameters: { msw: [catalogueLoading('/data/services.json')] },
  play: async ({ canvasElement }) => {
    const toggle = mainNav(canvasElement).getByRole('button', { name: 'Our Services' });
    await userEvent.click(toggle);
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading services'));
    await expect(within(panel).queryAllByRole('link')).toHaveLength(0);
  },
};

export const ServicesMenuWhenTilesFail: Story = {
  parameters: { msw: [catalogueFailure('/data/services.json')] },
  play: async ({ canvasElement }) => {
    const toggle = mainNav(canvasElement).getByRole('button', { name: 'Our Services' });
    await userEvent.click(toggle);
    const panel = within(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')!);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Failed to load data.');
    await expect(panel.queryAllByRole('link')).toHaveLength(0);
  },
};

/** The search trigger stands in for the field: its first click loads the field, focused, and only then the index. */
export const SearchOpensOnFirstClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Search tests, scans, doctors, medicines' });
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(searchIndexRequests).toHaveLength(0);
    await userEvent.click(trigger);
    const input = await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(searchIndexRequests).toHaveLength(1));
    await userEvent.type(input, 'mri knee');
    await canvas.findByRole('listbox', { name: 'Search suggestions' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByTestId('current-location')).toHaveTextContent('Navigated to /medical-services/1#mri-knee-joint-left-or-right');
  },
};

/** Below 1024 px an icon button opens the search under the toolbar; Escape closes it and returns focus. */
export const SearchOnSmallScreens: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Search', expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(input);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  },
};

/** On an English page the switch offers the same page in Hindi, its query and fragment kept. */
export const LanguageSwitchToHindi: Story = {
  parameters: { route: { path: '/tests', initialEntry: '/tests?city=Pune#faq' } },
  play: async ({ canvasElement }) => {
    const languageSwitch = mainNav(canvasElement).getByRole('link', { name: 'हिन्दी' });
    await expect(languageSwitch).toHaveAttribute('lang', 'hi');
    await expect(languageSwitch).toHaveAttribute('hreflang', 'hi-IN');
    await expect(languageSwitch).toHaveAttribute('href', '/hi/tests?city=Pune#faq');
    languageSwitch.focus();
    await expect(languageSwitch).toHaveAttribute('href', '/hi/tests?city=Pune#faq');
  },
};

/** A Hindi page: every label in Hindi, and the switch back to the same page in English. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  parameters: { route: { path: '/tests', initialEntry: '/tests?city=Pune#faq' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'मुख्य' }));
    await expect(nav.getByRole('button', { name: 'हमारी सेवाएँ' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'रजिस्ट्रेशन फ़ॉर्म' })).toHaveAttribute('href', '/onboard-form');
    await expect(nav.getByRole('link', { name: 'लॉगिन/साइन अप' })).toHaveAttribute('href', '/auth');
    await expect(within(canvasElement).getByRole('button', { name: 'टेस्ट, स्कैन, डॉक्टर, दवाइयाँ खोजें' })).toBeVisible();
    const languageSwitch = nav.getByRole('link', { name: 'English' });
    await expect(languageSwitch).toHaveAttribute('lang', 'en');
    await expect(languageSwitch).toHaveAttribute('hreflang', 'en-IN');
    await expect(languageSwitch).toHaveAttribute('href', '/tests?city=Pune#faq');
  },
};

/** Below 1024 px, in Hindi: the search and menu buttons are named in Hindi. */
export const InHindiOnSmallScreens: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'खोजें' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'हमारी सेवाएँ' });
    await expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    await userEvent.click(within(menu).getByRole('button', { name: 'मेन्यू बंद करें' }));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};
