import { TextLink } from '@/design-system/page/page-container';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { telHref, websiteHref } from '@/features/catalogue/model/doctor-links';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';
import { doctorProfilesMessages as m } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages';
import styles from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card.module.css';

type DoctorContactProps = {
  /** The doctor whose contact details these are; names the links for screen readers. */
  doctor: DoctorProfile;
};

/** Helpline (tel:), e-mail (mailto:) and website of a profile, as a description list. */
export function DoctorContact({ doctor }: DoctorContactProps) {
  const { helpline, email, website } = doctor.contact;
  const rows = [
    { term: m.helpline, href: telHref(helpline), text: helpline, of: m.helplineOf(doctor.name) },
    { term: m.email, href: `mailto:${email}`, text: email, of: m.emailOf(doctor.name) },
    { term: m.website, href: websiteHref(website), text: website, of: m.websiteOf(doctor.name) },
  ];
  return (
    <dl className={styles.contact}>
      {rows.map((row) => (
        <div key={row.term} className={styles.contactRow}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.detail}>
            <TextLink href={row.href}>
              {row.text}
              <span className={hidden.visuallyHidden}>{` (${row.of})`}</span>
            </TextLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}
