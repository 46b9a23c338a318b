import type { Messages } from '@/lib/i18n/messages';
import { hindiRetryWait } from '@/lib/i18n/retry-wait';
import type { en } from '@/features/leads/api/lead-messages.en';
import { hi as appointment } from '@/features/leads/api/appointment-validation-messages.hi';

const tryLater = 'कृपया थोड़ी देर बाद फिर से कोशिश करें।';

/** The English texts the server answers a lead with that a person can act on; anything else shows the form's own failure. */
const serverTexts: Readonly<Record<string, string>> = {
  'Please fill in all required fields': appointment.required,
  'Please enter a valid email address': appointment.email,
  'Phone number must be 10 digits': appointment.phone,
  'Please choose a valid date': appointment.date,
  'Preferred date cannot be earlier than today': appointment.pastDate,
  'Please choose one of the listed time slots': appointment.timeSlot,
  'Please choose one of the listed departments': appointment.department,
  'Too Many Requests': `बहुत ज़्यादा अनुरोध आए हैं। ${tryLater}`,
  'Service Unavailable': `सेवा अभी उपलब्ध नहीं है। ${tryLater}`,
  'We cannot save anything right now. Nothing was stored; please try again in a minute.': `अभी हम कुछ सेव नहीं कर पा रहे हैं। आपका अनुरोध सेव नहीं हुआ; कृपया एक मिनट बाद फिर से कोशिश करें।`,
  'Something went wrong on our side. Please try again.': `हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।`,
};

/** The server's 429: 'Too many requests. Please try again in 15 minutes.' */
function waitText(text: string): string | undefined {
  const wait = hindiRetryWait(text);
  return wait && `बहुत ज़्यादा अनुरोध आए हैं। कृपया ${wait} बाद फिर से कोशिश करें।`;
}

export const hi = {
  appointmentBooked: 'अपॉइंटमेंट बुक हो गया!',
  appointmentFailed: 'अपॉइंटमेंट बुक नहीं हो सका।',
  callbackRequested: 'अनुरोध भेज दिया गया!',
  callbackFailed: 'कॉलबैक का अनुरोध नहीं भेजा जा सका।',
  contactSent: 'संदेश भेज दिया गया!',
  contactRefused: 'संदेश नहीं भेजा जा सका। फिर से कोशिश करें।',
  contactCrashed: 'कुछ गड़बड़ हो गई!',
  savedOffline: 'इंटरनेट कनेक्शन नहीं है। हमने आपका अनुरोध इस फ़ोन पर सेव कर लिया है और आपके online होते ही इसे भेज देंगे।',
  leadNames: { appointment: 'अपॉइंटमेंट अनुरोध', callback: 'कॉलबैक अनुरोध', contact: 'संदेश', other: 'अनुरोध' },
  savedSent: (lead: string) => `आपका ${lead} भेज दिया गया है।`,
  savedRefused: (lead: string, reason: string) => `आपका सेव किया गया ${lead} नहीं भेजा जा सका: ${reason}`,
  fromServer: (text: string, otherwise: string) => serverTexts[text] ?? waitText(text) ?? otherwise,
} satisfies Messages<typeof en>;
