import { careProgramsMessages } from '@/app/pages/care-programs/care-programs-messages';

const { paragraphs, steps } = careProgramsMessages.explainer;

/** What a care program is, in plain words; only what every program in the data file offers. */
export const careProgramIntro = paragraphs;

/** The steps of joining and following a program. */
export const careProgramSteps = [steps.callback, steps.doctor, steps.plan] as const;
