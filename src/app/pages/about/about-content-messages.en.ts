import { siteConfig } from '@/lib/site-config';

export const en = {
  story:
    `${siteConfig.brandName} began in 2019 with a simple idea: good healthcare should not depend on which city you live in or how long you can wait in a queue. ` +
    'Today we connect patients across India with qualified doctors, NABL-accredited laboratories and trusted hospitals, and we bring sample collection, ' +
    'consultations and reports to their homes and phones. Every test we book is processed in an accredited lab, every doctor on our platform is verified ' +
    'against the National Medical Register, and every report is explained in plain language so that families can make decisions with confidence. ' +
    'We work with employers to give their teams outpatient benefits, with insurers to make cashless care simpler, and with hospitals to shorten the ' +
    'distance between a first symptom and the right specialist. Our care coordinators answer calls around the clock in English, Hindi, Tamil, Telugu, ' +
    'Kannada and Marathi, because reassurance should be available in the language you think in.',
  counters: { doctors: 'Doctors', patients: 'Patients', labs: 'NABL labs', hospitals: 'Hospitals' },
  capabilities: {
    consult: {
      title: 'Consult in minutes',
      text: 'Video or chat consultations with verified doctors across 35+ specialities, with a free follow-up for 5 days.',
    },
    tests: { title: 'Tests at home', text: 'Book a lab test and a trained phlebotomist collects your sample at home, often within 60 minutes.' },
    reports: { title: 'Reports you understand', text: 'Smart reports in 12 to 24 hrs, with highlighted values and what they mean for you.' },
    medicines: { title: 'Medicines delivered', text: 'Upload a prescription and get genuine medicines delivered, with reminders for refills.' },
  },
  technology: {
    secure: { title: 'Secure by design', text: 'Health records are encrypted in transit and at rest, and only you decide who sees them.' },
    record: {
      title: 'One health record',
      text: 'Prescriptions, reports and scans from every visit in a single timeline that you can share with any doctor.',
    },
    triage: { title: 'Smart triage', text: 'A short self-check guides you to the right speciality before you book, in under 3 minutes.' },
  },
  partners: {
    employers: {
      title: 'For employers',
      text: 'Outpatient benefits, annual health checks and on-site camps that keep teams healthy, with one consolidated bill.',
    },
    insurers: {
      title: 'For insurers',
      text: 'Cashless outpatient networks, pre-policy health checks and verified claims data delivered through secure integrations.',
    },
  },
  roles: {
    cmo: 'Co-founder and Chief Medical Officer',
    ceo: 'Co-founder and Chief Executive Officer',
    labQuality: 'Head of Laboratory Quality',
    technology: 'Head of Technology',
  },
};
