import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { adminSession, STORY_CSRF_TOKEN, staffRefusals, staffSessionApi as api } from '@mocks/staff/staff-session';
import { SignedInLayout } from '@/console/layout/signed-in-layout';
import { canvasOf, expectNavigatedTo, forgetSentRequests, sentTo } from '../features/staff/staff-play';

const meta = {
  title: 'Console/SignedInLayout',
  component: SignedInLayout,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/staff/leads/42' },
    msw: { handlers: { session: api.session(), signOut: api.signOut.success(), everywhere: api.signOutEverywhere.success() } },
  },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof SignedInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => canvasOf(canvasElement).getByRole('banner');

/** An agent: the inbox in the navigation, not the audit log; who is signed in; the two ways out. */
export const Agent: Story = {
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('ravi.agent@healvia.example')).toBeVisible();
    const nav = canvasOf(canvasElement).getByRole('navigation', { name: 'Console' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inbox', 'Quarantine']);
    await expect(within(banner(canvasElement)).getByRole('link', { name: 'Healvia Staff' })).toHaveAttribute('href', '/staff');
    await expect(within(banner(canvasElement)).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(within(banner(canvasElement)).getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    await expect(canvasOf(canvasElement).getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const Admin: Story = {
  parameters: { msw: { handlers: { session: api.session(adminSession) } } },
  play: async ({ canvasElement }) => {
    const nav = await canvasOf(canvasElement).findByRole('navigation', { name: 'Console' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inbox', 'Quarantine', 'Registrations', 'Speed', 'Audit log']);
    await expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/staff/audit');
  },
};

/** A supervisor: registrations and the speed report, not the audit log. */
export const Supervisor: Story = {
  parameters: { msw: { handlers: { session: api.session({ ...adminSession, email: 'meera.supervisor@healvia.example', role: 'supervisor' }) } } },
  play: async ({ canvasElement }) => {
    const nav = await canvasOf(canvasElement).findByRole('navigation', { name: 'Console' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inbox', 'Quarantine', 'Registrations', 'Speed']);
    await expect(within(nav).getByRole('link', { name: 'Speed' })).toHaveAttribute('href', '/staff/speed');
  },
};

export const CheckingSession: Story = {
  parameters: { msw: { handlers: { session: api.sessionPending() } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Checking that you are signed in')).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const SessionCheckFailed: Story = {
  parameters: { msw: { handlers: { session: api.sessionFailure() } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('We could not check that you are signed in. Check your connection and try again.')).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** No session (never signed in, or it ended): to sign in, remembering the page. */
export const NotSignedIn: Story = {
  parameters: { msw: { handlers: { session: api.noSession() } } },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(canvasElement, '/staff/login?next=%2Fstaff%2Fleads%2F42');
  },
};

/** Sign out sends the session's CSRF token; the sign-in page then says so. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await canvasOf(canvasElement).findByRole('banner')).findByRole('button', { name: 'Sign out' }));
    await expectNavigatedTo(canvasElement, '/staff/login');
    await expect(sentTo('/api/staff/sign-out')[0]?.headers.get('X-CSRF-Token')).toBe(STORY_CSRF_TOKEN);
  },
};

export const SignOutEverywhere: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvasOf(canvasElement).findByRole('button', { name: 'Sign out everywhere' }));
    await expectNavigatedTo(canvasElement, '/staff/login');
    await expect(sentTo('/api/staff/sign-out-everywhere')[0]?.headers.get('X-CSRF-Token')).toBe(STORY_CSRF_TOKEN);
  },
};

export const SigningOut: Story = {
  parameters: { msw: { handlers: { signOut: api.signOut.pending() } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvasOf(canvasElement).findByRole('button', { name: 'Sign out' }));
    await expect(await canvasOf(canvasElement).findByRole('button', { name: 'Signing out…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Sign out everywhere' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The session stays, and the page says why in words (not only in a toast). */
export const SignOutFailed: Story = {
  parameters: { msw: { handlers: { signOut: api.signOut.answer(500, staffRefusals.serverProblem) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvasOf(canvasElement).findByRole('button', { name: 'Sign out' }));
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(banner(canvasElement)).getByText('ravi.agent@healvia.example')).toBeVisible();
  },
};

export const SignOutWithoutConnection: Story = {
  parameters: { msw: { handlers: { signOut: api.signOut.networkError() } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvasOf(canvasElement).findByRole('button', { name: 'Sign out' }));
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent('We could not sign you out. Check your connection and try again.');
  },
};

/** A session that had already ended counts as signed out. */
export const SessionAlreadyEnded: Story = {
  parameters: { msw: { handlers: { signOut: api.signOut.answer(401, staffRefusals.signInRequired) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvasOf(canvasElement).findByRole('button', { name: 'Sign out' }));
    await expectNavigatedTo(canvasElement, '/staff/login');
  },
};
