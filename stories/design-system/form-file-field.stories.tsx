import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { FileField } from '@/design-system/form/file-field';
import { formatFileSize } from '@/design-system/form/file-size';
import { MAX_UPLOAD_BYTES } from '@/lib/constants';
import { formParameters, withForm } from './form-harness';

const schema = z.object({
  profilePhoto: z
    .custom<File | null>()
    .refine((file) => file instanceof File, 'Profile photo is required')
    .refine((file) => !file || ['image/jpeg', 'image/png'].includes(file.type), 'Only JPG/JPEG/PNG images are allowed')
    .refine((file) => !file || file.size <= MAX_UPLOAD_BYTES, 'File size exceeds 5MB limit'),
});
const hint = `JPG or PNG, up to ${formatFileSize(MAX_UPLOAD_BYTES)}`;
const photo = () => new File(['x'.repeat(1536)], 'photo.png', { type: 'image/png' });

const meta = {
  title: 'Design System/Form/FileField',
  component: FileField,
  tags: ['stable'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { profilePhoto: null } }),
  args: { name: 'profilePhoto', label: 'Profile photo', required: true },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Profile photo');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(input).toHaveAttribute('id', 'field-profilePhoto');
  },
};

export const WithHint: Story = {
  args: { hint },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Profile photo')).toHaveAccessibleDescription('JPG or PNG, up to 5 MB');
  },
};

export const WithError: Story = {
  args: { hint },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const input = canvas.getByLabelText('Profile photo');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('JPG or PNG, up to 5 MB Error: Profile photo is required');
    await userEvent.click(canvas.getByRole('link', { name: 'Profile photo is required' }));
    await expect(input).toHaveFocus();
  },
};

export const ChooseAndRemove: Story = {
  args: { hint },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Profile photo');
    await userEvent.upload(input, photo());
    await expect(canvas.getByText(/^Selected:/)).toHaveTextContent('Selected: photo.png (1.5 KB)');
    const status = within(input.closest('[data-field]') as HTMLElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Selected photo.png, 1.5 KB'));
    await expect(canvas.getByRole('img', { name: 'Preview of photo.png' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo.png' }));
    await expect(canvas.queryByText(/^Selected:/)).not.toBeInTheDocument();
    await expect(status).toHaveTextContent('photo.png removed');
    await expect(input).toHaveFocus();
    await expect(input.files).toHaveLength(0);
  },
};

export const RefusedOnSelection: Story = {
  args: { hint },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Profile photo');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('JPG or PNG, up to 5 MB Error: Only JPG/JPEG/PNG images are allowed'));
    const status = within(input.closest('[data-field]') as HTMLElement).getByRole('status');
    await expect(status).toHaveTextContent('animation.gif: Only JPG/JPEG/PNG images are allowed');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Profile photo'), photo());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Submitted: {"profilePhoto":"photo.png (1536 bytes)"}')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Profile photo')).toBeDisabled();
  },
};

/** Hindi pages: the chosen file's line, the Remove button, the preview's alt text and the announcements in Hindi. */
export const ChooseAndRemoveInHindi: Story = {
  globals: { locale: 'hi' },
  args: { label: 'प्रोफ़ाइल फ़ोटो', hint: `JPG या PNG, ज़्यादा से ज़्यादा ${formatFileSize(MAX_UPLOAD_BYTES)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('प्रोफ़ाइल फ़ोटो');
    await userEvent.upload(input, photo());
    await expect(canvas.getByText(/^चुनी गई फ़ाइल:/)).toHaveTextContent('चुनी गई फ़ाइल: photo.png (1.5 KB)');
    const status = within(input.closest('[data-field]') as HTMLElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('photo.png चुनी गई, 1.5 KB'));
    await expect(canvas.getByRole('img', { name: 'photo.png की झलक' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'हटाएँ (photo.png)' }));
    await expect(status).toHaveTextContent('photo.png हटा दी गई');
    await expect(input).toHaveFocus();
  },
};
