import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { DoctorProfiles } from '@/features/catalogue/components/doctor-profiles/doctor-profiles';
import { doctorAnchorId, telHref, websiteHref } from '@/features/catalogue/model/doctor-links';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { mobile } from '../../support/viewport';
import { findOpenDialog } from '../leads/lead-play';

const meta = {
  title: 'Features/Catalogue/Doctor Profiles',
  component: DoctorProfiles,
  args: { renderAction: () => <RequestCallbackButton variant="outlined" /> },
} satisfies Meta<typeof DoctorProfiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const doctors = catalogueFixture(doctorsPath);

/** An index linking to each profile, then every profile of the file in its own article, anchored by the doctor's name, with every field and contact link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const index = within(await canvas.findByRole('navigation', { name: 'Find a doctor on this page' }));
    const links = index.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(doctors.map((doctor) => doctor.name));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(doctors.map((doctor) => `#${doctorAnchorId(doctor.name)}`));

    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(doctors.length);
    for (const [index, doctor] of doctors.entries()) {
      const article = articles[index]!;
      const inArticle = within(article);
      await expect(article).toHaveAccessibleName(doctor.name);
      await expect(article).toHaveAttribute('id', doctorAnchorId(doctor.name));
      await expect(inArticle.getByRole('heading', { level: 2, name: doctor.name })).toBeVisible();
      await expect(inArticle.getByRole('img', { name: `Avatar of ${doctor.name}` })).toHaveAttribute('src', doctor.image);
      await expect(article).toHaveTextContent(doctor.title);
      await expect(article).toHaveTextContent(doctor.about);
      const lists: Array<[string, readonly string[]]> = [
        ['Education', doctor.education],
        ['Experience', doctor.experience],
        ['Expertise', doctor.expertise],
        [`Why choose ${doctor.name}`, doctor.whyChoose],
      ];
      for (const [title, items] of lists) {
        const list = inArticle.getByRole('heading', { level: 3, name: title }).nextElementSibling as HTMLElement;
        await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
      }
      await expect(inArticle.getByRole('link', { name: new RegExp(`^${doctor.contact.helpline.replace(/\+/g, '\\+')}`) })).toHaveAttribute('href', telHref(doctor.contact.helpline));
      await expect(inArticle.getByRole('link', { name: new RegExp(`^${doctor.contact.email}`) })).toHaveAttribute('href', `mailto:${doctor.contact.email}`);
      await expect(inArticle.getByRole('link', { name: new RegExp(`^${doctor.contact.website}`) })).toHaveAttribute('href', websiteHref(doctor.contact.website));
      await expect(inArticle.getByRole('button', { name: 'Request Callback' })).toBeVisible();
    }
  },
};

/** On a phone, a profile's Request Callback opens the shared callback dialog. */
export const RequestsACallback: Story = {
  ...mobile,
  parameters: { msw: [catalogueWith(doctorsPath, doctors.slice(0, 1))] },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article', { name: doctors[0]!.name });
    await userEvent.click(within(article).getByRole('button', { name: 'Request Callback' }));
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await expect(within(dialog).getByLabelText('Phone Number')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(doctorsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading doctor profiles').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getAllByTestId('doctor-profile-skeleton')).toHaveLength(3);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(doctorsPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Failed to fetch doctors data$/);
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(doctorsPath)] },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(/^No doctors available\.$/);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Hindi: the index, the profile's headings, the avatar's text and the contact links' hidden words; the profile itself stays as the record has it. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const index = within(await canvas.findByRole('navigation', { name: 'इस पेज पर डॉक्टर खोजें' }));
    const doctor = doctors[0]!;
    await expect(index.getByRole('link', { name: doctor.name })).toHaveAttribute('href', `#${doctorAnchorId(doctor.name)}`);
    const article = within(canvas.getByRole('article', { name: doctor.name }));
    await expect(article.getByRole('img', { name: `${doctor.name} की तस्वीर` })).toHaveAttribute('src', doctor.image);
    for (const heading of ['परिचय', 'शिक्षा', 'अनुभव', 'विशेषज्ञता', `${doctor.name} को क्यों चुनें`]) {
      await expect(article.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(article.getByText('हेल्पलाइन')).toBeVisible();
    await expect(article.getByRole('link', { name: `${doctor.contact.helpline} (${doctor.name} की हेल्पलाइन)` })).toHaveAttribute(
      'href',
      telHref(doctor.contact.helpline),
    );
    await expect(article.getByRole('link', { name: `${doctor.contact.email} (${doctor.name} का e-mail)` })).toBeVisible();
  },
};
