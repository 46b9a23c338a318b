import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastTimer } from '@/design-system/toast/use-toast-timer';

const SHOWS_FOR_MS = 4_000;

function TimedToast({ onClose }: { onClose: () => void }) {
  const timer = useToastTimer(onClose, SHOWS_FOR_MS);
  return (
    <div data-testid="toast" tabIndex={-1} {...timer}>
      <button type="button">Dismiss notification</button>
    </div>
  );
}

function showToast() {
  const onClose = vi.fn();
  render(
    <>
      <TimedToast onClose={onClose} />
      <button type="button">Somewhere else</button>
    </>,
  );
  return onClose;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a toast’s time', () => {
  it('runs out when nobody is with the toast', () => {
    const onClose = showToast();
    wait(SHOWS_FOR_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    wait(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops while focus is inside it, even as focus moves within, and gives at least half of it back when focus leaves', () => {
    const onClose = showToast();
    wait(3_500);
    act(() => screen.getByTestId('toast').focus());
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(60_000);
    expect(onClose).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Somewhere else' }).focus());
    wait(SHOWS_FOR_MS / 2 - 1);
    expect(onClose).not.toHaveBeenCalled();
    wait(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops while the pointer is over it or the window is in the background, and goes on only when both have ended', () => {
    const onClose = showToast();
    wait(1_000);
    fireEvent.pointerEnter(screen.getByTestId('toast'));
    act(() => void window.dispatchEvent(new Event('blur')));
    fireEvent.pointerLeave(screen.getByTestId('toast'));
    wait(60_000);
    expect(onClose).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('focus')));
    wait(SHOWS_FOR_MS - 1_000 - 1);
    expect(onClose).not.toHaveBeenCalled();
    wait(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
