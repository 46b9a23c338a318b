import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteConfig } from '@/lib/site-config';
import type { AssessmentAnswers } from '@/features/assessment/api/assessment-schema';
import { SelfCheckScreen } from '@/features/assessment/screens/self-check-screen';
import { answerQuestion, answerQuestions, expectQuestion, next, questionAt, routineAnswers, signedIn, wizardWords, type Canvas } from './assessment-play';

const meta = {
  title: 'Features/Assessment/Red flags',
  component: SelfCheckScreen,
  beforeEach: signedIn,
} satisfies Meta<typeof SelfCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers questions 1 to `upTo - 1`, then answers `upTo` and presses Next: the card should interrupt. */
async function raiseRedFlag(canvas: Canvas, answers: AssessmentAnswers, upTo: number) {
  await answerQuestions(canvas, answers, upTo - 1);
  await expectQuestion(canvas, upTo);
  await answerQuestion(canvas, questionAt(upTo), answers);
  await next(canvas);
  const heading = await canvas.findByRole('heading', { name: wizardWords.redFlagHeading });
  await waitFor(() => expect(heading).toHaveFocus());
  return within(canvas.getByRole('region', { name: wizardWords.redFlagHeading }));
}

async function expectEmergencyActions(card: Canvas) {
  await expect(card.getByRole('link', { name: 'Call 108 now' })).toHaveAttribute('href', 'tel:108');
  await expect(card.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
}

/** Chest pain at 8: the card interrupts after question 3, and can be dismissed to carry on. */
export const SevereChestPain: Story = {
  play: async ({ canvas }) => {
    const answers = { ...routineAnswers, primaryConcern: 'Chest pain/discomfort', painLevel: 8 } as const;
    const card = await raiseRedFlag(canvas, answers, 3);
    await expect(card.getByRole('listitem')).toHaveTextContent('Chest pain or difficulty breathing, with pain of 7 or more');
    await expectEmergencyActions(card);
    await expect(canvas.queryByRole('group', { name: questionAt(3).title })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Continue the assessment' }));
    await expectQuestion(canvas, 4);
    await expect(canvas.queryByRole('heading', { name: wizardWords.redFlagHeading })).toBeNull();
    // Seen once, the same flag does not interrupt again.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectQuestion(canvas, 3);
    await next(canvas);
    await expectQuestion(canvas, 4);
  },
};

export const Fainting: Story = {
  play: async ({ canvas }) => {
    const answers = { ...routineAnswers, additionalSymptoms: ['Night sweats', 'Dizziness/fainting'] } as AssessmentAnswers;
    const card = await raiseRedFlag(canvas, answers, 4);
    await expect(card.getByRole('listitem')).toHaveTextContent('Dizziness or fainting');
    await expectEmergencyActions(card);
    await userEvent.click(card.getByRole('button', { name: 'Continue the assessment' }));
    await expectQuestion(canvas, 5);
  },
};

export const BreathingWithFeverAndRapidHeartbeat: Story = {
  play: async ({ canvas }) => {
    const answers = { ...routineAnswers, primaryConcern: 'Breathing difficulties', additionalSymptoms: ['Fever above 38°C', 'Rapid heartbeat'] } as AssessmentAnswers;
    const card = await raiseRedFlag(canvas, answers, 4);
    await expect(card.getByRole('listitem')).toHaveTextContent('Chest pain or difficulty breathing, with a fever above 38°C and a rapid heartbeat');
    await userEvent.click(card.getByRole('button', { name: 'Continue the assessment' }));
    await expectQuestion(canvas, 5);
  },
};

/** The card in Hindi: what was flagged, the ambulance and support numbers, and carrying on. */
export const SevereChestPainInHindi: Story = {
  ...SevereChestPain,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    const answers = { ...routineAnswers, primaryConcern: 'Chest pain/discomfort', painLevel: 8 } as const;
    await answerQuestions(canvas, answers, 2);
    await answerQuestion(canvas, questionAt(3), answers);
    await userEvent.click(canvas.getByRole('button', { name: 'अगला' }));
    const heading = await canvas.findByRole('heading', { name: 'आपको अभी इमरजेंसी इलाज की ज़रूरत हो सकती है' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = within(canvas.getByRole('region', { name: 'आपको अभी इमरजेंसी इलाज की ज़रूरत हो सकती है' }));
    await expect(card.getByText('आपने हमें बताया:')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveTextContent('सीने में दर्द या साँस लेने में तकलीफ़, और दर्द 7 या उससे ज़्यादा');
    await expect(card.getByText('ये मेडिकल इमरजेंसी के संकेत हो सकते हैं। सेल्फ़-चेक पूरा होने का इंतज़ार न करें।')).toBeVisible();
    await expect(card.getByRole('link', { name: 'अभी 108 पर कॉल करें' })).toHaveAttribute('href', 'tel:108');
    await expect(card.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
    await expect(card.getByText(/हमारी 24x7 हेल्पलाइन पर कॉल करें:/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'सेल्फ़-चेक जारी रखें' }));
    await expect(await canvas.findByRole('heading', { name: 'क्या आपको इनमें से कोई लक्षण भी है?' })).toBeVisible();
  },
};

export const FaintingInHindi: Story = {
  ...Fainting,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    const answers = { ...routineAnswers, additionalSymptoms: ['Night sweats', 'Dizziness/fainting'] } as AssessmentAnswers;
    const card = await raiseRedFlag(canvas, answers, 4);
    await expect(card.getByRole('listitem')).toHaveTextContent('चक्कर आना या बेहोशी');
    await userEvent.click(card.getByRole('button', { name: 'सेल्फ़-चेक जारी रखें' }));
    await expectQuestion(canvas, 5);
  },
};

export const BreathingWithFeverAndRapidHeartbeatInHindi: Story = {
  ...BreathingWithFeverAndRapidHeartbeat,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    const answers = { ...routineAnswers, primaryConcern: 'Breathing difficulties', additionalSymptoms: ['Fever above 38°C', 'Rapid heartbeat'] } as AssessmentAnswers;
    const card = await raiseRedFlag(canvas, answers, 4);
    await expect(card.getByRole('listitem')).toHaveTextContent('सीने में दर्द या साँस लेने में तकलीफ़, साथ में 38°C से ज़्यादा बुखार और तेज़ धड़कन');
  },
};
