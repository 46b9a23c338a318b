import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recoveryCodes, STORY_ENROLMENT_TOKEN, staffEnrolmentApi as api } from '@mocks/staff/staff-enrolment';
import { StaffEnrolScreen } from '@/features/staff/screens/staff-enrol-screen';
import { expectErrorSummary, expectToast, typeInto } from '../leads/lead-play';
import { canvasOf, expectNavigatedTo, formNamed, forgetSentRequests } from './staff-play';

const meta = {
  title: 'Features/Staff/StaffEnrolScreen/Recovery codes',
  component: StaffEnrolScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/staff/enrol/:token', initialEntry: `/staff/enrol/${STORY_ENROLMENT_TOKEN}` },
    msw: { handlers: { details: api.details(), complete: api.complete() } },
  },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof StaffEnrolScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enrols, and waits for the codes' page, whose heading takes focus. */
async function enrol(canvasElement: HTMLElement) {
  await canvasOf(canvasElement).findByRole('img', { name: 'QR code of your key, for an authenticator app to scan' });
  const form = formNamed(canvasElement, 'Set up your staff account');
  await typeInto(within(form).getByLabelText('Password'), 'three tea cups on a train');
  await typeInto(within(form).getByLabelText('Code from your authenticator app'), '123456');
  await userEvent.click(within(form).getByRole('button', { name: 'Set up my account' }));
  await expect(await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toHaveFocus();
}

/** Replaces the browser's clipboard for one story: `write` decides what writing to it does. */
function withClipboard(write: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** The ten codes, shown once, with a file to download. */
export const Codes: Story = {
  play: async ({ canvasElement }) => {
    await enrol(canvasElement);
    const list = canvasOf(canvasElement).getByRole('list', { name: 'Your 10 recovery codes' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    const download = canvasOf(canvasElement).getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('download', 'healvia-staff-recovery-codes.txt');
    await expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(recoveryCodes.join('\n'));
  },
};

/** Going on needs a yes: the codes are never shown again. */
export const NotConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await enrol(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Continue to sign in' }));
    await expectErrorSummary(formNamed(canvasElement, 'Save your recovery codes'), ['Confirm that you have saved your recovery codes']);
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await enrol(canvasElement);
    await userEvent.click(canvasOf(canvasElement).getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Continue to sign in' }));
    await expectNavigatedTo(canvasElement, '/staff/login');
  },
};

export const Copied: Story = {
  play: async ({ canvasElement }) => {
    let copied = '';
    const restore = withClipboard(async (text) => void (copied = text));
    try {
      await enrol(canvasElement);
      await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Copy' }));
      await expectToast(canvasElement, 'Recovery codes copied.', 'polite');
      await expect(copied).toBe(recoveryCodes.join('\n'));
    } finally {
      restore();
    }
  },
};

/** A browser that refuses the clipboard: said on the page, not only in a toast. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const restore = withClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    try {
      await enrol(canvasElement);
      await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Copy' }));
      await waitFor(() =>
        expect(canvasOf(canvasElement).getByRole('alert')).toHaveTextContent('Your browser did not let us copy the codes. Select them and copy them yourself, or download them.'),
      );
    } finally {
      restore();
    }
  },
};
