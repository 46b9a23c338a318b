import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LanguageSwitch } from '@/app/layout/header/language-switch';

const name = 'हिन्दी';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('prerenders a link to the same page in Hindi, then keeps the query and fragment once hydrated', async () => {
  window.history.replaceState(null, '', '/tests?city=Pune#faq');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location="/tests">
      <LanguageSwitch />
    </StaticRouter>,
  );
  document.body.append(container);
  const prerendered = screen.getByRole('link', { name });
  expect(prerendered).toHaveAttribute('href', '/hi/tests');
  expect(prerendered).toHaveAttribute('lang', 'hi');
  expect(prerendered).toHaveAttribute('hreflang', 'hi-IN');

  const recovered: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <BrowserRouter>
        <LanguageSwitch />
      </BrowserRouter>,
      { onRecoverableError: (error) => recovered.push(error) },
    ),
  );
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/hi/tests?city=Pune#faq');
  expect(recovered).toEqual([]);

  act(() => root.unmount());
  container.remove();
});

it('follows a fragment the router never saw: an in-page link, or a script replacing the URL', () => {
  window.history.replaceState(null, '', '/about');
  render(
    <BrowserRouter>
      <LanguageSwitch />
    </BrowserRouter>,
  );
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', '/hi/about');

  act(() => {
    window.location.hash = '#team';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(link).toHaveAttribute('href', '/hi/about#team');

  window.history.replaceState(null, '', '/about#awards');
  fireEvent.focus(link);
  expect(link).toHaveAttribute('href', '/hi/about#awards');
});

it('leads from the English home to the Hindi home, query kept', () => {
  window.history.replaceState(null, '', '/?utm_source=app');
  render(
    <BrowserRouter>
      <LanguageSwitch />
    </BrowserRouter>,
  );
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/hi?utm_source=app');
});
