/** `{email}` is a link. */
export const en = {
  intro:
    'Help bring doctors, lab tests and scans closer to families across India. We are a team of clinicians, engineers and care coordinators who care about getting the small things right.',
  openRoles: 'Open roles',
  howToApply: 'How to apply',
  apply:
    'Send your CV to {email} with the role’s title in the subject line. We reply to every application. Don’t see a role that fits? Write to us anyway and tell us how you would like to help.',
};
