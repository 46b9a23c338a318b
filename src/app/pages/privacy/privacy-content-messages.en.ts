import { siteConfig } from '@/lib/site-config';

const { brandName, legalName } = siteConfig;

/** The policy's text; `{email}`, `{phone}` and `{terms}` are links. */
export const en = {
  summary: `How ${brandName} collects, uses, keeps and protects your personal data when you use this website and the ${brandName} app, and the rights India's Digital Personal Data Protection Act, 2023 gives you.`,
  whoWeAre: {
    heading: 'Who we are',
    body: `${legalName} ("${brandName}", "we") runs this website and the ${brandName} app. For the personal data you give us here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the DPDP Act): we decide why and how it is used, and we answer to you for it.`,
  },
  whatWeCollect: {
    heading: 'What we collect',
    intro: 'Only what you type into our forms, and what is needed to keep the site working:',
    list: [
      'Appointment and callback requests: your name, phone number, e-mail address, preferred date and anything you write in the message.',
      'Contact messages: your name, e-mail address, phone number and message.',
      'Your account: your e-mail address and password. We store only a secure hash of the password, never the password itself.',
      'Self-check answers: your answers to the symptom self-check. These are health data, and we treat them with extra care.',
      'Patient, doctor and hospital registrations: the details and documents you upload, such as registration certificates and proof of identity. Giving your Aadhaar number is voluntary: you may give another ID proof instead.',
      'Technical data: a login cookie that expires after one hour, an unfinished self-check kept in your browser tab until you submit it or log out, and server logs (IP address, browser and pages requested) that we keep to run the service securely.',
      'Speed measurements: on a share of visits, your browser sends us how quickly each page loaded and how quickly it responded when you tapped or clicked; what kind of page it was (for example "a lab test page", never which test or anything you typed); the page\'s language; the kind of connection your browser reports (such as 4G); and the kind of device (phone, tablet or computer). No cookie is used for them, and nothing that could identify you is kept: we work out the kind of device from your browser\'s details, then discard those details with your IP address.',
    ] as const,
    noTrackers: 'We do not use advertising cookies or trackers on this website.',
  },
  whyWeUseIt: {
    heading: 'Why we use it',
    list: [
      'To call you back, book the appointment, test or scan you asked for, and answer your messages.',
      'To run your account and show you the result of your self-check.',
      'To check the credentials of doctors and hospitals who register with us.',
      'To keep the service secure, prevent misuse and meet our legal obligations.',
      'To see how fast the site is on the phones and connections our visitors really use, and to make it faster.',
    ] as const,
    basis:
      'We use your data on the basis of the consent you give when you submit a form, or where the law allows it without consent, for example to comply with a legal duty. We never sell your personal data, and we never use your health answers for advertising.',
  },
  howLong: {
    heading: 'How long we keep it',
    list: [
      'Appointment, callback and contact requests: up to 12 months after our last contact with you.',
      'Your account and self-check answers: while your account is open. When you ask us to delete it, we erase them within 30 days.',
      'Registration documents: while you work with us, and then for as long as the law requires.',
      'Server logs: up to 90 days.',
      'Speed measurements: 90 days.',
    ] as const,
    longer: 'We keep data longer only when a law requires it, and only for that purpose.',
  },
  sharing: {
    heading: 'Who we share it with',
    list: [
      'The doctor, laboratory, diagnostic centre or hospital you asked us to connect you with, and only what they need to serve you.',
      'Companies that host and operate our systems or send our messages, under contracts that let them use the data only on our instructions.',
      'Government authorities, courts or regulators, when the law requires it.',
    ] as const,
  },
  security: {
    heading: 'How we protect it',
    body: 'Everything you send us travels over an encrypted connection. Passwords are stored only as hashes; Aadhaar, PMJAY and other ID numbers and insurance policy numbers are stored encrypted and shown to our staff only as their last 4 digits; photos and scans you upload are stripped of their location and camera details; login sessions end after one hour, and only the staff who need your data to serve you can see it. If a breach ever affects your data, we will tell you and the Data Protection Board of India as the DPDP Act requires.',
  },
  yourRights: {
    heading: 'Your rights',
    intro: 'Under the DPDP Act you can:',
    list: [
      'ask for a summary of the personal data we hold about you and how we use it;',
      'ask us to correct, complete, update or erase it;',
      'withdraw your consent at any time, as easily as you gave it (this does not affect what we did before);',
      'have a grievance about how we handle your data answered by us;',
      'nominate someone to exercise these rights for you if you die or become unable to.',
    ] as const,
    minors: 'If you are under 18, a parent or guardian must use our services for you and give consent on your behalf.',
    complaint: 'If you are not satisfied with our answer to a grievance, you can complain to the Data Protection Board of India.',
  },
  contact: {
    heading: 'Contact us',
    body: 'To use any of these rights or ask about this policy, write to {email} or call {phone}. Our grievance officer reads every request, and we will reply as soon as we can and within the time the law allows.',
    changes: 'We may update this policy when our services or the law change; the date at the top shows when it last changed. See also our {terms}.',
    termsLink: 'Terms of Use',
  },
};
