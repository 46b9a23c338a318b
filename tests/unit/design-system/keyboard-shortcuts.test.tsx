import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isTypingTarget } from '@/design-system/keyboard-shortcuts/typing-target';
import { useKeyboardShortcuts } from '@/design-system/keyboard-shortcuts/use-keyboard-shortcuts';
import { moveRowFocus } from '@/design-system/data-table/row-focus';

describe('isTypingTarget', () => {
  it.each([
    ['<input type="text">', true],
    ['<input type="search">', true],
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<input type="checkbox">', false],
    ['<input type="radio">', false],
    ['<button>Go</button>', false],
    ['<a href="/x">x</a>', false],
  ])('%s → %s', (html, typing) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(isTypingTarget(host.firstElementChild)).toBe(typing);
  });

  it('is false for no target', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});

function Page({ run, enabled = true }: { run: () => void; enabled?: boolean }) {
  useKeyboardShortcuts({ j: run }, enabled);
  return (
    <div>
      <label htmlFor="q">Search</label>
      <input id="q" />
      <button type="button">Other</button>
    </div>
  );
}

describe('useKeyboardShortcuts', () => {
  it('runs a key pressed outside fields, never one typed into a field or with a modifier', async () => {
    const run = vi.fn();
    render(<Page run={run} />);
    await userEvent.keyboard('j');
    expect(run).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.keyboard('j');
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('j');
    screen.getByRole('button', { name: 'Other' }).focus();
    await userEvent.keyboard('{Control>}j{/Control}{Alt>}j{/Alt}');
    expect(run).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('j');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does nothing while turned off', async () => {
    const run = vi.fn();
    render(<Page run={run} enabled={false} />);
    await userEvent.keyboard('j');
    expect(run).not.toHaveBeenCalled();
  });

  it('does nothing while a modal dialog is open', async () => {
    const run = vi.fn();
    render(
      <>
        <Page run={run} />
        <div role="dialog" aria-modal="true" aria-label="Confirm" />
      </>,
    );
    await userEvent.keyboard('j');
    expect(run).not.toHaveBeenCalled();
  });
});

describe('moveRowFocus', () => {
  function table() {
    render(
      <table>
        <tbody>
          {['a', 'b', 'c'].map((name) => (
            <tr key={name}>
              <th>
                <a href={`/${name}`} data-row-link="">
                  {name}
                </a>
              </th>
              <td>
                <button type="button">{`Act on ${name}`}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
  }

  it('starts at the first row going down and the last going up, and stops at the ends', () => {
    table();
    moveRowFocus(document, 1);
    expect(screen.getByRole('link', { name: 'a' })).toHaveFocus();
    moveRowFocus(document, -1);
    expect(screen.getByRole('link', { name: 'a' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    moveRowFocus(document, -1);
    expect(screen.getByRole('link', { name: 'c' })).toHaveFocus();
    moveRowFocus(document, 1);
    expect(screen.getByRole('link', { name: 'c' })).toHaveFocus();
  });

  it('moves from the row that holds focus, even when focus is on another control in it', () => {
    table();
    screen.getByRole('button', { name: 'Act on b' }).focus();
    moveRowFocus(document, 1);
    expect(screen.getByRole('link', { name: 'c' })).toHaveFocus();
  });

  it('finds nothing in an empty container', () => {
    expect(moveRowFocus(document.createElement('div'), 1)).toBeUndefined();
  });
});
