export const en = {
  intro: 'MRI, CT, ultrasound and X-ray scans at accredited diagnostic centres near you, with reports in 12 to 24 hrs.',
  bookedScans: { title: 'Frequently booked scans', description: 'Request a callback and we will book a slot at a centre near you.' },
};
