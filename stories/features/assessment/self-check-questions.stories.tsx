import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SelfCheckScreen } from '@/features/assessment/screens/self-check-screen';
import { REQUIRED_BANNER, answerQuestion, answerQuestions, expectQuestion, group, next, questionAt, routineAnswers, signedIn } from './assessment-play';

const meta = {
  title: 'Features/Assessment/Questions',
  component: SelfCheckScreen,
  beforeEach: signedIn,
} satisfies Meta<typeof SelfCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  play: async ({ canvas }) => {
    await expectQuestion(canvas, 1, { focused: false });
    await expect(canvas.getByText('10%')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Assessment progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Question 1 of 10');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(within(group(canvas, questionAt(1).title)).getAllByRole('radio')).toHaveLength(9);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('It is not a diagnosis.');
    await expect(within(note).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(within(note).getByRole('link', { name: '108' })).toHaveAttribute('href', 'tel:108');
  },
};

export const OptionsQuestion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(group(canvas, questionAt(1).title)).getByRole('radio', { name: 'Digestive issues' }));
    await next(canvas);
    await expectQuestion(canvas, 2);
    await expect(canvas.getByText('20%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuetext', 'Question 2 of 10');
    await expect(within(group(canvas, questionAt(2).title)).getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectQuestion(canvas, 1);
    await expect(canvas.getByRole('radio', { name: 'Digestive issues' })).toBeChecked();
  },
};

/** The pain scale is ten radios: a click or the arrow keys, never a drag. */
export const ScaleQuestion: Story = {
  play: async ({ canvas }) => {
    await answerQuestions(canvas, routineAnswers, 2);
    await expectQuestion(canvas, 3);
    await expect(canvas.getByText('30%')).toBeVisible();
    const scale = within(group(canvas, questionAt(3).title));
    await expect(scale.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.click(scale.getByRole('radio', { name: '4' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(scale.getByRole('radio', { name: '5' })).toBeChecked();
    await next(canvas);
    await expectQuestion(canvas, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectQuestion(canvas, 3);
    await expect(canvas.getByRole('radio', { name: '5' })).toBeChecked();
  },
};

/** 'None of these' stands alone: ticking it clears the others, ticking another clears it. */
export const MultiSelectQuestion: Story = {
  play: async ({ canvas }) => {
    await answerQuestions(canvas, routineAnswers, 3);
    await expectQuestion(canvas, 4);
    const symptoms = within(group(canvas, questionAt(4).title));
    await expect(symptoms.getAllByRole('checkbox')).toHaveLength(9);
    await userEvent.click(symptoms.getByRole('checkbox', { name: 'Night sweats' }));
    await userEvent.click(symptoms.getByRole('checkbox', { name: 'Persistent fatigue' }));
    await userEvent.click(symptoms.getByRole('checkbox', { name: 'None of these' }));
    await expect(symptoms.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    await expect(symptoms.getByRole('checkbox', { name: 'Night sweats' })).not.toBeChecked();
    await expect(symptoms.getByRole('checkbox', { name: 'Persistent fatigue' })).not.toBeChecked();
    await userEvent.click(symptoms.getByRole('checkbox', { name: 'Nausea/vomiting' }));
    await expect(symptoms.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
    await expect(symptoms.getByRole('checkbox', { name: 'Nausea/vomiting' })).toBeChecked();
    await next(canvas);
    await expectQuestion(canvas, 5);
  },
};

export const ValidationBanner: Story = {
  play: async ({ canvas }) => {
    await next(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REQUIRED_BANNER);
    await expectQuestion(canvas, 1, { focused: false });
    await userEvent.click(canvas.getByRole('radio', { name: 'Skin problems' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await next(canvas);
    await answerQuestions(canvas, routineAnswers, 3, 2);
    await expectQuestion(canvas, 4);
    await next(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REQUIRED_BANNER);
    await expect(canvas.getByText('Question 4 of 10')).toBeVisible();
  },
};

/** Question 10 is free text and optional; its button reads Finish Assessment. */
export const LastQuestion: Story = {
  play: async ({ canvas }) => {
    await answerQuestions(canvas, routineAnswers, 9);
    await expectQuestion(canvas, 10);
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish Assessment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    const notes = within(group(canvas, questionAt(10).title)).getByRole('textbox', { name: 'Your notes (optional)' });
    await expect(notes).not.toBeRequired();
    await expect(notes).toHaveAttribute('maxlength', '2000');
    await answerQuestion(canvas, questionAt(10), routineAnswers);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectQuestion(canvas, 9);
    await expect(canvas.getByRole('radio', { name: 'No travel' })).toBeChecked();
    await next(canvas);
    await expectQuestion(canvas, 10);
    await expect(canvas.getByRole('textbox', { name: 'Your notes (optional)' })).toHaveValue(routineAnswers.additionalNotes);
  },
};

/** The first question in Hindi: the note, the progress, the question and its choices, the buttons. */
export const FirstQuestionInHindi: Story = {
  ...FirstQuestion,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'लक्षण सेल्फ़-चेक' })).toBeVisible();
    await expectQuestion(canvas, 1, { focused: false });
    await expect(canvas.getByText('सवाल 1 (10 में से)')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'सेल्फ़-चेक की प्रगति' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'सवाल 1 (10 में से)');
    const concern = within(group(canvas, 'आपकी मुख्य तकलीफ़ क्या है?'));
    await expect(concern.getAllByRole('radio')).toHaveLength(9);
    await expect(concern.getByRole('radio', { name: 'सीने में दर्द/बेचैनी' })).toHaveAttribute('value', 'Chest pain/discomfort');
    await expect(concern.getByRole('radio', { name: 'अन्य' })).toHaveAttribute('value', 'Other');
    await expect(canvas.getByRole('button', { name: 'पिछला' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'अगला' })).toBeEnabled();
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('यह डायग्नोसिस (बीमारी की पहचान) नहीं है।');
    await expect(note).toHaveTextContent('इमरजेंसी में अभी 112 या 108 (एम्बुलेंस) पर कॉल करें।');
    await expect(within(note).getByRole('link', { name: '108' })).toHaveAttribute('href', 'tel:108');
  },
};

/** The required banner in Hindi, gone once the question is answered. */
export const ValidationBannerInHindi: Story = {
  ...ValidationBanner,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'अगला' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('कृपया इस ज़रूरी सवाल का जवाब दें।');
    await userEvent.click(canvas.getByRole('radio', { name: 'त्वचा की समस्या' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'अगला' }));
    await expect(await canvas.findByRole('heading', { name: 'ये लक्षण आपको कब से हैं?' })).toBeVisible();
  },
};

/** 'इनमें से कोई नहीं' stands alone in Hindi too. */
export const MultiSelectQuestionInHindi: Story = {
  ...MultiSelectQuestion,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await answerQuestions(canvas, routineAnswers, 3);
    const symptoms = within(group(canvas, 'क्या आपको इनमें से कोई लक्षण भी है?'));
    await expect(symptoms.getAllByRole('checkbox')).toHaveLength(9);
    await userEvent.click(symptoms.getByRole('checkbox', { name: 'रात में पसीना आना' }));
    await userEvent.click(symptoms.getByRole('checkbox', { name: 'इनमें से कोई नहीं' }));
    await expect(symptoms.getByRole('checkbox', { name: 'इनमें से कोई नहीं' })).toBeChecked();
    await expect(symptoms.getByRole('checkbox', { name: 'रात में पसीना आना' })).not.toBeChecked();
  },
};

const hindiTitles = [
  'आपकी मुख्य तकलीफ़ क्या है?',
  'ये लक्षण आपको कब से हैं?',
  'दर्द या तकलीफ़ कितनी ज़्यादा है?',
  'क्या आपको इनमें से कोई लक्षण भी है?',
  'क्या आपको पहले भी ऐसे लक्षण हुए हैं?',
  'आप कौन-सी दवाइयाँ नियमित रूप से लेते हैं?',
  'क्या आपको इनमें से किसी चीज़ से एलर्जी है?',
  'क्या डॉक्टर ने आपको इनमें से कोई बीमारी बताई है?',
  'क्या आपने पिछले 30 दिनों में यात्रा की है?',
  'क्या कोई और बात है जो हमें पता होनी चाहिए?',
];

/** Every step in Hindi: each question's legend and progress, then the last one's notes and Finish button. */
export const EveryQuestionInHindi: Story = {
  ...LastQuestion,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    for (const [index, title] of hindiTitles.entries()) {
      const number = index + 1;
      await expect(await canvas.findByRole('heading', { name: title })).toBeVisible();
      await expect(canvas.getByText(`सवाल ${number} (10 में से)`)).toBeVisible();
      if (number === 10) break;
      await answerQuestion(canvas, questionAt(number), routineAnswers);
      await next(canvas);
    }
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सेल्फ़-चेक पूरा करें' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'अगला' })).toBeNull();
    const notes = canvas.getByRole('textbox', { name: 'आपकी बात (ज़रूरी नहीं)' });
    await expect(notes).toHaveAccessibleDescription('जैसे, यह कब शुरू हुआ, या किस चीज़ से आराम मिलता है या तकलीफ़ बढ़ती है।');
  },
};
