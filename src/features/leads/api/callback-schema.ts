import { z } from '@/lib/zod';
import { COUNTRY_PREFIX } from '@/lib/constants';

export const CALLBACK_PHONE_MESSAGE = 'Please enter a valid phone number';

/** Optional plus, a non-zero digit, then 1 to 14 digits (spec §5). */
export const CALLBACK_PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

/** What the browser sends: either the visitor's own +number, or +91 put in front of a bare one. */
const SENT_CALLBACK_PHONE_PATTERN = /^\+(?:91)?[1-9]\d{1,14}$/;

export const callbackFormSchema = z.object({
  phone: z.string({ error: CALLBACK_PHONE_MESSAGE }).trim().regex(CALLBACK_PHONE_PATTERN, CALLBACK_PHONE_MESSAGE),
});

export const callbackRequestSchema = z.strictObject({
  phone: z.string({ error: CALLBACK_PHONE_MESSAGE }).trim().regex(SENT_CALLBACK_PHONE_PATTERN, CALLBACK_PHONE_MESSAGE),
});

export type CallbackForm = z.infer<typeof callbackFormSchema>;
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

export function toCallbackRequest(form: CallbackForm): CallbackRequest {
  return { phone: form.phone.startsWith('+') ? form.phone : `${COUNTRY_PREFIX}${form.phone}` };
}
