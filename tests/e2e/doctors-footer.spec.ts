import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { textOf } from './served-html';
import { routeManifest } from '../../src/app/route-manifest';
import { doctorAnchorId, telHref, websiteHref } from '../../src/features/catalogue/model/doctor-links';
import type { DoctorProfile } from '../../src/features/catalogue/schemas/doctor-profile';
import type { BlogPost } from '../../src/features/catalogue/schemas/blog-post';
import type { CareerOpening } from '../../src/features/catalogue/schemas/career-opening';
import type { PressItem } from '../../src/features/catalogue/schemas/press-item';

const readData = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T;
const doctors = readData<DoctorProfile[]>('our-doctors.json');
const posts = readData<BlogPost[]>('blog-posts.json');
const roles = readData<CareerOpening[]>('careers.json');
const pressItems = readData<PressItem[]>('press.json');

test('every doctor of the data file is rendered in an article at its anchor, with tel:, mailto: and website links', async ({ page }) => {
  // Twelve long profiles on a shared machine: one read per article rather than one round trip per field.
  test.slow();
  await page.goto(routeManifest.ourDoctors.path);
  await expect(page.getByRole('article')).toHaveCount(doctors.length);
  for (const doctor of doctors) {
    const article = page.locator(`article#${doctorAnchorId(doctor.name)}`);
    await expect(article).toHaveAccessibleName(doctor.name);
    await expect(article.getByRole('img', { name: `Avatar of ${doctor.name}` })).toBeVisible();
    const text = await article.innerText();
    for (const field of [doctor.title, doctor.about, ...doctor.education, ...doctor.experience, ...doctor.expertise, ...doctor.whyChoose]) {
      expect(text, doctor.name).toContain(field);
    }
    const links = await article.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
    expect(links, doctor.name).toEqual([
      [expect.stringContaining(doctor.contact.helpline), telHref(doctor.contact.helpline)],
      [expect.stringContaining(doctor.contact.email), `mailto:${doctor.contact.email}`],
      [expect.stringContaining(doctor.contact.website), websiteHref(doctor.contact.website)],
    ]);
  }
});

test('a link to /our-doctors#{anchor} lands on that doctor, below the sticky header', async ({ page }) => {
  const doctor = doctors.at(-1)!;
  await page.goto(`${routeManifest.ourDoctors.path}#${doctorAnchorId(doctor.name)}`);
  const heading = page.getByRole('heading', { level: 2, name: doctor.name });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});

test('the index at the top jumps to a profile', async ({ page }) => {
  await page.goto(routeManifest.ourDoctors.path);
  const doctor = doctors[5]!;
  await page.getByRole('navigation', { name: 'Find a doctor on this page' }).getByRole('link', { name: doctor.name }).click();
  await expect(page).toHaveURL(new RegExp(`#${doctorAnchorId(doctor.name)}$`));
  await expect(page.getByRole('heading', { level: 2, name: doctor.name })).toBeInViewport();
});

test('the served HTML holds every profile and a Physician node for each doctor', async ({ request }) => {
  const html = await (await request.get(routeManifest.ourDoctors.path)).text();
  for (const doctor of doctors) {
    expect(html).toContain(`id="${doctorAnchorId(doctor.name)}"`);
    expect(textOf(html)).toContain(doctor.about);
  }
  const graph = (JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
  const physicians = graph.filter((node) => node['@type'] === 'Physician');
  expect(physicians.map((node) => node.name)).toEqual(doctors.map((doctor) => doctor.name));
  expect(physicians.map((node) => node.url)).toEqual(doctors.map((doctor) => `https://www.healvia.example/our-doctors#${doctorAnchorId(doctor.name)}`));
});

const footerPages = [
  { link: 'Blog', path: '/blog', heading: routeManifest.blog.heading, texts: posts.map((post) => post.title) },
  { link: 'Careers', path: '/careers', heading: routeManifest.careers.heading, texts: roles.map((role) => role.title) },
  { link: 'Press', path: '/press', heading: routeManifest.press.heading, texts: pressItems.map((item) => item.title) },
  { link: 'Privacy Policy', path: '/privacy', heading: routeManifest.privacy.heading, texts: ['Digital Personal Data Protection Act, 2023'] },
  { link: 'Terms of Use', path: '/terms', heading: routeManifest.terms.heading, texts: ['is not an emergency service'] },
] as const;

for (const footerPage of footerPages) {
  test(`the footer's ${footerPage.link} link opens ${footerPage.path} with its content`, async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: footerPage.link, exact: true });
    await expect(link).toHaveAttribute('href', footerPage.path);
    await link.click();
    await expect(page).toHaveURL(footerPage.path);
    await expect(page.getByRole('heading', { level: 1, name: footerPage.heading })).toBeFocused();
    for (const text of footerPage.texts) await expect(page.getByRole('main')).toContainText(text);
  });
}

test('the terms give the emergency numbers as phone links', async ({ page }) => {
  await page.goto(routeManifest.terms.path);
  const emergency = page.getByRole('region', { name: /Not for emergencies/ });
  await expect(emergency.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(emergency.getByRole('link', { name: '108' })).toHaveAttribute('href', 'tel:108');
});
