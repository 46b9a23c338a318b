import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Honeypot } from '@/design-system/form/honeypot';
import { FORM_TOKEN_PATH } from '@/lib/bot-signals/bot-signals';
import { createFormGuard } from '@/lib/bot-signals/form-guard';
import type { FormToken } from '@/lib/bot-signals/form-token';
import type { BotSignals } from '@/lib/bot-signals/signal-headers';
import { useFormGuard } from '@/lib/bot-signals/use-form-guard';
import { mockServer } from '@mocks/node';
import { formTokens, issuedFormTokens } from '@mocks/handlers/form-token';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  issuedFormTokens.length = 0;
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

/** A form as a feature builds one: a field, the honeypot last, and a submit that sends its signals and, on "2xx", spends them. */
function GuardedForm({ onSent }: { onSent: (signals: BotSignals) => void }) {
  const guard = useFormGuard('callback');
  const send = async () => {
    const signals = await guard.signals();
    onSent(signals);
    guard.spend(signals);
  };
  return (
    <form aria-label="Callback" onSubmit={(event) => (event.preventDefault(), void send())}>
      <label htmlFor="phone">Phone</label>
      <input id="phone" name="phone" />
      <button type="submit">Send</button>
      <Honeypot inputRef={guard.trapRef} />
    </form>
  );
}

const token = (value: string): FormToken => ({ token: value, receivedAt: Date.now() });

describe('a guarded form', () => {
  it('fetches no token on page load, one on its first touch, and keeps it while it is touched again', async () => {
    const user = userEvent.setup();
    render(<GuardedForm onSent={vi.fn()} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(issuedFormTokens).toEqual([]);

    await user.click(screen.getByLabelText('Phone'));
    await waitFor(() => expect(issuedFormTokens).toEqual(['mock-form-token.callback.1']));
    await user.tab();
    await user.click(screen.getByLabelText('Phone'));
    expect(issuedFormTokens).toHaveLength(1);
  });

  it('sends the token it fetched, spends it on success, and fetches a new one for the next submission', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn<(signals: BotSignals) => void>();
    render(<GuardedForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent.mock.calls[0]?.[0]).toEqual({ formToken: { token: 'mock-form-token.callback.1', receivedAt: expect.any(Number) }, formTrap: undefined });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));
    expect(onSent.mock.calls[1]?.[0].formToken?.token).toBe('mock-form-token.callback.2');
  });

  it('sends the honeypot value when something filled it', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn<(signals: BotSignals) => void>();
    const { container } = render(<GuardedForm onSent={onSent} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent.mock.calls[0]?.[0].formTrap).toBe('https://spam.example');
  });

  it('fetches no token when offline, and sends the submission without one at once', async () => {
    mockServer.use(formTokens.networkError());
    const user = userEvent.setup();
    const onSent = vi.fn<(signals: BotSignals) => void>();
    render(<GuardedForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent.mock.calls[0]?.[0]).toEqual({ formToken: undefined, formTrap: undefined });
  });

  it('asks again after a failed fetch, once the network is back', async () => {
    mockServer.use(http.get(FORM_TOKEN_PATH, () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    const onSent = vi.fn<(signals: BotSignals) => void>();
    render(<GuardedForm onSent={onSent} />);
    await user.click(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent.mock.calls[0]?.[0].formToken?.token).toBe('mock-form-token.callback.1');
  });
});

describe('the form guard', () => {
  it('makes a submission made before the token arrived wait for it', async () => {
    let arrive: (token: FormToken) => void = () => {};
    const guard = createFormGuard('contact', { fetchToken: () => new Promise((resolve) => (arrive = resolve)) });
    guard.prepare();
    const signals = guard.signals();
    const late = token('late-but-in-time');
    arrive(late);
    await expect(signals).resolves.toEqual({ formToken: late, formTrap: undefined });
  });

  it('sends a submission without a token once the wait is over, and the token that arrives later goes with the next', async () => {
    vi.useFakeTimers();
    try {
      let arrive: (token: FormToken) => void = () => {};
      const fetchToken = vi.fn(() => new Promise<FormToken>((resolve) => (arrive = resolve)));
      const guard = createFormGuard('appointment', { fetchToken, waitMs: 3_000 });
      const first = guard.signals();
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(first).resolves.toEqual({ formToken: undefined, formTrap: undefined });

      arrive(token('slow'));
      await expect(guard.signals()).resolves.toMatchObject({ formToken: { token: 'slow' } });
      expect(fetchToken).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a token that was not the one spent', async () => {
    const fetchToken = vi.fn(async () => token(`token-${fetchToken.mock.calls.length}`));
    const guard = createFormGuard('login', { fetchToken });
    const { formToken } = await guard.signals();
    guard.spend({ token: 'another', receivedAt: 0 });
    await expect(guard.signals()).resolves.toEqual({ formToken, formTrap: undefined });
    guard.spend(formToken);
    await expect(guard.signals()).resolves.toMatchObject({ formToken: { token: 'token-2' } });
  });
});
