import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FieldErrors } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { accessToken } from '@/lib/cookies';
import { loginPathReturningTo } from '@/lib/login-path';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { ASSESSMENT_QUESTIONS } from '@/features/assessment/api/assessment-options';
import { assessmentAnswersSchemaWith, toAssessmentRequest, type AssessmentAnswers } from '@/features/assessment/api/assessment-schema';
import { assessmentFormMessages } from '@/features/assessment/api/assessment-form-messages';
import { assessmentFailureMessage, isSessionEnded, useSubmitAssessment } from '@/features/assessment/api/submit-assessment';
import { clientMetadata } from '@/features/assessment/model/client-metadata';
import { clearSavedProgress, readSavedProgress, saveProgress } from '@/features/assessment/model/saved-answers';
import { careLevel, redFlags, type CareLevel, type RedFlag } from '@/features/assessment/model/triage';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

/** The answers checked with the page language's messages; the same rules and types as the server's schema. */
const answersSchema = assessmentAnswersSchemaWith(assessmentFormMessages);

export type AssessmentFormValues = z.input<typeof answersSchema>;

const emptyAnswers: Partial<AssessmentFormValues> = {
  additionalSymptoms: [],
  currentMedications: [],
  knownAllergies: [],
  existingConditions: [],
  additionalNotes: '',
};
const lastIndex = ASSESSMENT_QUESTIONS.length - 1;

/**
 * The wizard's state: one form over all ten answers, the question shown, the red-flag interruption,
 * submission, and the progress kept in this tab so a session that ends mid-way loses nothing.
 */
export function useAssessmentWizard({ onComplete, focusOnMount }: { onComplete: (level: CareLevel) => void; focusOnMount: boolean }) {
  // The route is client-only (never prerendered), so storage can be read while initialising.
  const [saved] = useState(readSavedProgress);
  const form = useZodForm(answersSchema, { mode: 'onChange', defaultValues: { ...emptyAnswers, ...saved?.answers } });
  const [index, setIndex] = useState(saved?.index ?? 0);
  const [acknowledged, setAcknowledged] = useState<RedFlag[]>(saved?.acknowledgedFlags ?? []);
  const [alertFlags, setAlertFlags] = useState<RedFlag[]>([]);
  const [failure, setFailure] = useState<string>();
  const { trigger, isMutating } = useSubmitAssessment();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const legendRef = useRef<HTMLHeadingElement>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<'question' | 'card' | null>(focusOnMount ? 'question' : null);
  const progress = useRef({ index, acknowledgedFlags: acknowledged });
  const question = ASSESSMENT_QUESTIONS[index] ?? ASSESSMENT_QUESTIONS[0];

  useEffect(() => {
    const target = pendingFocus.current === 'card' ? cardHeadingRef.current : pendingFocus.current === 'question' ? legendRef.current : null;
    pendingFocus.current = null;
    target?.focus();
  }, [index, alertFlags]);

  useEffect(() => {
    progress.current = { index, acknowledgedFlags: acknowledged };
    saveProgress({ answers: form.getValues(), ...progress.current });
  }, [form, index, acknowledged]);

  useEffect(() => {
    const subscription = form.watch((answers) => saveProgress({ answers, ...progress.current }));
    return () => subscription.unsubscribe();
  }, [form]);

  const goTo = (next: number) => {
    form.clearErrors(question.field);
    setFailure(undefined);
    pendingFocus.current = 'question';
    setIndex(next);
  };

  const send = async (answers: AssessmentAnswers) => {
    try {
      await trigger(toAssessmentRequest(answers, clientMetadata(window)));
    } catch (error) {
      if (isSessionEnded(error)) {
        accessToken.clear();
        navigate(loginPathReturningTo(pathname, { sessionEnded: true }));
      } else setFailure(selfCheckMessages.failure(assessmentFailureMessage(error)));
      return;
    }
    clearSavedProgress();
    onComplete(careLevel(answers));
  };

  const showFirstInvalid = (errors: FieldErrors<AssessmentFormValues>) => {
    const first = ASSESSMENT_QUESTIONS.findIndex(({ field }) => errors[field]);
    if (first !== -1 && first !== index) goTo(first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    setFailure(undefined);
    if (!(await form.trigger(question.field))) return;
    if (index === lastIndex) return form.handleSubmit(send, showFirstInvalid)();
    const fresh = redFlags(form.getValues()).filter((flag) => !acknowledged.includes(flag));
    if (fresh.length === 0) return goTo(index + 1);
    pendingFocus.current = 'card';
    setAlertFlags(fresh);
  };

  const continueAfterRedFlag = () => {
    setAcknowledged((seen) => [...seen, ...alertFlags]);
    setAlertFlags([]);
    goTo(index + 1);
  };

  return {
    form,
    question,
    index,
    total: ASSESSMENT_QUESTIONS.length,
    isLast: index === lastIndex,
    restored: saved !== undefined,
    alertFlags,
    banner: failure ?? form.formState.errors[question.field]?.message,
    busy: isMutating,
    legendRef,
    cardHeadingRef,
    submit,
    previous: () => goTo(index - 1),
    continueAfterRedFlag,
  };
}
