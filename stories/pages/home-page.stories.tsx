import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { formatInr } from '@/lib/format';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { feedbackPath } from '@/features/catalogue/api/get-feedback';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { HomePage } from '@/app/pages/home/home-page';

/**
 * The page with four items in each carousel's list: enough for every carousel to page, few enough for
 * the page-wide axe check to stay quick. The block stories and the E2E suite use the full files.
 */
const compactCatalogue = [
  catalogueWith(skincarePackagesPath, catalogueFixture(skincarePackagesPath).slice(0, 4)),
  catalogueWith(healthChecksPath, catalogueFixture(healthChecksPath).slice(0, 4)),
  catalogueWith(labTestsPath, catalogueFixture(labTestsPath).slice(0, 4)),
  catalogueWith(symptomsPath, catalogueFixture(symptomsPath).slice(0, 4)),
  catalogueWith(specialitiesPath, catalogueFixture(specialitiesPath).slice(0, 4)),
  catalogueWith(careProgramsPath, catalogueFixture(careProgramsPath).slice(0, 4)),
  catalogueWith(selfChecksPath, catalogueFixture(selfChecksPath).slice(0, 4)),
  catalogueWith(feedbackPath, catalogueFixture(feedbackPath).slice(0, 4)),
];

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', msw: { handlers: { catalogue: compactCatalogue } } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Healthcare that comes to you' })).toBeVisible();
    for (const claim of ['Accredited labs', '5L+ trusted users', 'Smart reports in 12 hrs', 'Flat 60% off on health checks']) {
      await expect(canvas.getByText(claim)).toBeVisible();
    }
    const strip = within(await canvas.findByRole('region', { name: 'Our services' }));
    await expect(await strip.findAllByRole('link')).toHaveLength(9);
    await expect(strip.getByRole('link', { name: 'Online Consultation' })).toHaveAttribute('href', '/consultation');
  },
};

export const ServicesLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        services: [
          http.get('/data/services.json', async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Explore our services' }));
    await expect(await section.findByText('Loading')).toBeInTheDocument();
    await expect(section.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ServicesFailed: Story = {
  parameters: { msw: { handlers: { services: [http.get('/data/services.json', () => new HttpResponse(null, { status: 500 }))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

const catalogueSections = ['Derma Essentials', 'Health checks and lab tests', 'Consult a doctor', 'Scans and X-rays'];
const catalogueFiles = [skincarePackagesPath, healthChecksPath, labTestsPath, symptomsPath, specialitiesPath, scansPath] as const;

/** The catalogue blocks follow the services strip in the spec's order, each showing its first items. */
export const CatalogueBlocks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = (name: string) => within(canvas.getByRole('region', { name }));
    const scans = await region('Scans and X-rays').findByRole('list', { name: 'Scans' });
    const headings = Array.from(canvasElement.querySelectorAll('h2'), (heading) => heading.textContent);
    const order = ['Explore our services', ...catalogueSections].map((title) => headings.indexOf(title));
    await expect(order.every((position) => position >= 0)).toBe(true);
    await expect(order).toEqual([...order].sort((a, b) => a - b));

    const [firstPackage] = catalogueFixture(skincarePackagesPath);
    const [firstCheck] = catalogueFixture(healthChecksPath);
    const [firstTest] = catalogueFixture(labTestsPath);
    await expect(region('Derma Essentials').getByRole('link', { name: firstPackage!.title })).toHaveAttribute('href', `/package-details/${firstPackage!.id}`);
    const health = region('Health checks and lab tests');
    const check = health.getByRole('link', { name: firstCheck!.heading });
    await expect(check).toHaveAttribute('href', `/health-checks-details/${firstCheck!.id}`);
    await expect(check).toHaveAccessibleDescription(expect.stringContaining(formatInr(firstCheck!.price)));
    await userEvent.click(health.getByRole('tab', { name: 'Prescribed Lab Tests' }));
    await expect(health.getByRole('link', { name: firstTest!.testName })).toHaveAttribute('href', `/lab-tests-details/${firstTest!.id}`);
    await expect(region('Consult a doctor').getByRole('link', { name: catalogueFixture(symptomsPath)[0]! })).toHaveAttribute('href', '/our-doctors');
    await expect(within(scans).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      catalogueFixture(scansPath).map((scan) => `/medical-services/${scan.id}`),
    );
  },
};

/** While the catalogue files load, each block shows its skeleton and says so to screen readers. */
export const CatalogueLoading: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueFiles.map((path) => catalogueLoading(path)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [section, label] of [
      ['Derma Essentials', 'Loading packages'],
      ['Health checks and lab tests', 'Loading health checks'],
      ['Consult a doctor', 'Loading symptoms and specialities'],
      ['Scans and X-rays', 'Loading scans'],
    ] as const) {
      const region = within(canvas.getByRole('region', { name: section }));
      await expect(region.getByText(label)).toBeInTheDocument();
      await expect(region.queryAllByRole('link')).toHaveLength(0);
    }
  },
};

/** Every catalogue file fails: each block shows its own message from the spec. */
export const CatalogueFailed: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueFiles.map((path) => catalogueFailure(path)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [section, message] of [
      ['Derma Essentials', 'Failed to load packages.'],
      ['Health checks and lab tests', 'Failed to fetch data'],
      ['Consult a doctor', 'Failed to fetch data'],
      ['Scans and X-rays', 'Failed to load scans. Please try again.'],
    ] as const) {
      await expect(await within(canvas.getByRole('region', { name: section })).findByRole('alert')).toHaveTextContent(message);
    }
    await expect(within(await canvas.findByRole('region', { name: 'Our services' })).getAllByRole('link')).toHaveLength(9);
  },
};

/** The Hindi page: hero, claims, the appointment button and the services heading in Hindi. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'सेहत की देखभाल, आपके घर तक' })).toBeVisible();
    for (const claim of ['मान्यता प्राप्त लैब', '5 लाख+ भरोसेमंद यूज़र', '12 घंटे में स्मार्ट रिपोर्ट', 'हेल्थ चेकअप पर फ़्लैट 60% छूट']) {
      await expect(canvas.getByText(claim)).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute('aria-haspopup', 'dialog');
    const services = within(canvas.getByRole('region', { name: 'हमारी सेवाएँ देखें' }));
    await expect(services.getByText('आपकी सेहत के लिए सब कुछ, एक ही जगह।')).toBeVisible();
    await expect(await services.findAllByRole('link')).toHaveLength(9);
  },
};
