import { z } from '@/lib/zod';
import { COUNTRY_PREFIX } from '@/lib/constants';
import type { Messages } from '@/lib/i18n/messages';

/** The spec's text: the server's answers and English pages. */
export const CALLBACK_MESSAGES = {
  phone: 'Please enter a valid phone number',
};

export type CallbackMessages = Messages<typeof CALLBACK_MESSAGES>;

/** Optional plus, a non-zero digit, then 1 to 14 digits (spec §5). */
export const CALLBACK_PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

/** What the browser sends: either the visitor's own +number, or +91 put in front of a bare one. */
const SENT_CALLBACK_PHONE_PATTERN = /^\+(?:91)?[1-9]\d{1,14}$/;

/** What the visitor types, with these messages. */
export const callbackFormSchemaWith = (m: CallbackMessages) =>
  z.object({
    phone: z.string({ error: m.phone }).trim().regex(CALLBACK_PHONE_PATTERN, m.phone),
  });

/** What POST /api/callbacks accepts, with these messages. */
export const callbackRequestSchemaWith = (m: CallbackMessages) =>
  z.strictObject({
    phone: z.string({ error: m.phone }).trim().regex(SENT_CALLBACK_PHONE_PATTERN, m.phone),
  });

/** The form's schema with the spec's English message. */
export const callbackFormSchema = callbackFormSchemaWith(CALLBACK_MESSAGES);
/** The server's schema. */
export const callbackRequestSchema = callbackRequestSchemaWith(CALLBACK_MESSAGES);

export type CallbackForm = z.infer<typeof callbackFormSchema>;
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

export function toCallbackRequest(form: CallbackForm): CallbackRequest {
  return { phone: form.phone.startsWith('+') ? form.phone : `${COUNTRY_PREFIX}${form.phone}` };
}
