import { contactEntry } from '@/app/pages/contact/entry';
import { ContactScreen } from '@/features/leads/screens/contact-screen';

/** Contact Us, owned by the leads feature; the heading comes from the manifest. */
export function ContactPage() {
  return <ContactScreen heading={contactEntry.heading} />;
}
