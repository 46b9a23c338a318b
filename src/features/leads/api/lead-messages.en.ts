/** What the lead forms say once a request has been answered, failed or kept on the device (spec §8, issue 17). */
export const en = {
  appointmentBooked: 'Appointment booked successfully!',
  appointmentFailed: 'Failed to book appointment',
  callbackRequested: 'Submitted Successfully!',
  callbackFailed: 'Error requesting callback',
  contactSent: 'Message sent successfully!',
  contactRefused: 'Failed to send message. Try again.',
  contactCrashed: 'Something went wrong!',
  savedOffline: 'No connection. We saved your request on this phone and will send it as soon as you are back online.',
  leadNames: { appointment: 'appointment request', callback: 'callback request', contact: 'message', other: 'request' },
  /** e.g. 'Your callback request has been sent.' */
  savedSent: (lead: string) => `Your ${lead} has been sent.`,
  savedRefused: (lead: string, reason: string) => `Your saved ${lead} could not be sent: ${reason}`,
  /** A text the server or the browser wrote (English), as the page shows it: here, as it is. */
  fromServer: (text: string, _otherwise: string) => text,
};
