import { expect, waitFor } from 'storybook/test';

/**
 * Story setting: the frame's URL names `id` in its fragment, as a search result or a shared link does, before the
 * story renders; the fragment is dropped afterwards.
 */
export function atFragment(id: string) {
  return {
    beforeEach: () => {
      window.history.replaceState(window.history.state, '', `#${id}`);
      return () => window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    },
  };
}

/** The element the fragment names has focus and is in view (shown, not hidden in a tab or slide). */
export async function expectLandedOn(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
  await expect(element).toBeVisible();
}
