import { afterEach, describe, expect, it } from 'vitest';
import { elementSelector } from '@/app/vitals/element-selector';

afterEach(() => document.body.replaceChildren());

describe('the selector the reporter gives web-vitals for an element', () => {
  it('names the element and its ancestors below <body> by tag and meaningful classes, never by id', () => {
    document.body.innerHTML =
      '<main class="main-WN2itb"><section id="lead-9876543210" class="hero-nXvimA css-1x2y3z"><h1 class="heading-p2E0SS Mui-focused">Tests</h1></section></main>';
    expect(elementSelector(document.querySelector('h1'))).toBe('main.main-WN2itb>section.hero-nXvimA>h1.heading-p2E0SS');
  });

  it('names a text node by its element', () => {
    document.body.innerHTML = '<p class="summary-IYQmZW">Privacy</p>';
    expect(elementSelector(document.querySelector('p')!.firstChild)).toBe('p.summary-IYQmZW');
  });

  it('is empty, not undefined, when there is nothing to name, so web-vitals does not fall back to its own with ids', () => {
    expect(elementSelector(null)).toBe('');
    expect(elementSelector(document.body)).toBe('');
  });
});
