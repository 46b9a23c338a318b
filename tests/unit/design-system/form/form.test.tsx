import { useState } from 'react';
import { createPortal } from 'react-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { FileField } from '@/design-system/form/file-field';
import { Form } from '@/design-system/form/form';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';

const schema = z.object({
  email: z.string().min(1, 'Email is required'),
  name: z.string().min(1, 'Name is required'),
});
type Values = z.infer<typeof schema>;

const summaryHeading = () => screen.getByRole('heading', { name: 'There is a problem' });
const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Form and its error summary', () => {
  test('the summary keeps focus even when useForm focuses the first field itself (shouldFocusError default)', async () => {
    function PlainUseForm() {
      const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', name: '' } });
      return (
        <Form form={form} aria-label="Sign up" onSubmit={() => {}}>
          <TextField control={form.control} name="email" label="Email" />
          <TextField control={form.control} name="name" label="Name" />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      );
    }
    render(<PlainUseForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(document.activeElement).toContainElement(summaryHeading()));
    await nextMacrotask();
    expect(document.activeElement).toContainElement(summaryHeading());
  });

  test('a visitor who follows a summary link to a field before that task runs keeps the focus there', async () => {
    function ZodForm() {
      const form = useZodForm(schema, { defaultValues: { email: '', name: '' } });
      return (
        <Form form={form} aria-label="Sign up" onSubmit={() => {}}>
          <TextField control={form.control} name="email" label="Email" />
          <TextField control={form.control} name="name" label="Name" />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      );
    }
    // The summary's queued task waits, as it does on a busy machine, where Chromium handles keys before timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<ZodForm />);
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      for (let turn = 0; turn < 50 && !screen.queryByRole('heading', { name: 'There is a problem' }); turn += 1) await act(() => Promise.resolve());
      expect(document.activeElement).toContainElement(summaryHeading());
      const link = screen.getByRole('link', { name: 'Name is required' });
      fireEvent.keyDown(link, { key: 'Enter' });
      fireEvent.click(link);
      expect(screen.getByLabelText('Name')).toHaveFocus();
      act(() => vi.runAllTimers());
      expect(screen.getByLabelText('Name')).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  test('errors follow the order of the fields on screen, not of the schema', async () => {
    function Reordered() {
      const form = useZodForm(schema, { defaultValues: { email: '', name: '' } });
      return (
        <Form form={form} aria-label="Sign up" onSubmit={() => {}}>
          <TextField control={form.control} name="name" label="Name" />
          <TextField control={form.control} name="email" label="Email" />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      );
    }
    render(<Reordered />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const links = within(await screen.findByRole('alert')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Name is required', '#field-name'],
      ['Email is required', '#field-email'],
    ]);
  });

  test('after a successful submit and a reset, the next failed submit focuses the summary again', async () => {
    function ResetsOnSuccess() {
      const form = useZodForm(schema, { defaultValues: { email: '', name: '' } });
      return (
        <Form form={form} aria-label="Sign up" onSubmit={() => form.reset()}>
          <TextField control={form.control} name="email" label="Email" />
          <TextField control={form.control} name="name" label="Name" />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      );
    }
    render(<ResetsOnSuccess />);
    const button = screen.getByRole('button', { name: 'Sign up' });
    await userEvent.click(button);
    await waitFor(() => expect(document.activeElement).toContainElement(summaryHeading()));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.in');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(document.activeElement).toContainElement(summaryHeading()));
  });

  test('form-level errors (setError root) stay out of the summary', async () => {
    function ServerFailure() {
      const form = useZodForm(schema, { defaultValues: { email: 'a@b.in', name: 'Asha' } });
      return (
        <Form form={form} aria-label="Sign up" onSubmit={() => form.setError('root.server', { message: 'Server error. Try again!' })}>
          <TextField control={form.control} name="email" label="Email" />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      );
    }
    render(<ServerFailure />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await nextMacrotask();
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  test('a second submit while the first is in flight is ignored', async () => {
    const onSubmit = vi.fn(() => new Promise<void>(() => {}));
    function Pending() {
      const form = useZodForm(schema, { defaultValues: { email: 'a@b.in', name: 'Asha' } });
      return (
        <Form form={form} aria-label="Sign up" onSubmit={onSubmit}>
          <TextField control={form.control} name="email" label="Email" />
          <SubmitButton busyLabel="Submitting...">Sign up</SubmitButton>
        </Form>
      );
    }
    render(<Pending />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await screen.findByRole('button', { name: 'Submitting...' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Submitting...' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('a form in a portal (a dialog) does not submit the form it is rendered from', async () => {
    const outerSubmit = vi.fn();
    const innerSubmit = vi.fn();
    function Inner() {
      const form = useZodForm(z.object({ phone: z.string() }), { defaultValues: { phone: '' } });
      return createPortal(
        <Form form={form} aria-label="Request a callback" idPrefix="callback" onSubmit={innerSubmit}>
          <TextField control={form.control} name="phone" label="Phone number" />
          <SubmitButton>Request</SubmitButton>
        </Form>,
        document.body,
      );
    }
    function Outer() {
      const form = useZodForm(z.object({ email: z.string() }), { defaultValues: { email: '' } });
      return (
        <Form form={form} aria-label="Contact" onSubmit={outerSubmit}>
          <TextField control={form.control} name="email" label="Email" />
          <Inner />
        </Form>
      );
    }
    render(<Outer />);
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(innerSubmit).toHaveBeenCalledTimes(1));
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('id', 'callback-phone');
  });
});

describe('FileField', () => {
  test('a form reset empties the input and the chosen-file line', async () => {
    function Upload() {
      const form = useZodForm(z.object({ photo: z.custom<File | null>() }), { defaultValues: { photo: null } });
      const [resets, setResets] = useState(0);
      return (
        <Form form={form} aria-label="Upload" onSubmit={() => {}}>
          <FileField control={form.control} name="photo" label="Photo" />
          <button
            type="button"
            onClick={() => {
              form.reset();
              setResets(resets + 1);
            }}
          >
            Start again
          </button>
        </Form>
      );
    }
    render(<Upload />);
    const input = screen.getByLabelText<HTMLInputElement>('Photo');
    await userEvent.upload(input, new File(['abc'], 'scan.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: scan.jpg (3 bytes)');
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
    expect(input.files).toHaveLength(0);
  });
});
