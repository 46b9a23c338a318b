export const en = {
  /** The heading of each /medical-services/{id} grid: 1 MRI, 2 CT, 3 ultrasound, 4 X-ray. */
  headings: { mri: 'MRI Scans', ct: 'CT Scans', ultrasound: 'Ultrasound Scans', xray: 'X-Ray Scans' },
  intro: 'Prices at our partner diagnostic centres. Request a callback and we will book a slot near you.',
  allScans: 'All scans and X-rays',
  notFound: {
    title: 'Scan service not found',
    text: (id: string) => `We could not find scan services with the id ‘${id}’. Choose a scan below or see every scan we offer.`,
    scans: 'Scans',
    seeAll: 'See all scans',
    description: 'There is no scan with this id. See every MRI, CT, ultrasound and X-ray scan we offer.',
  },
  /** Each kind's name inside a sentence of the meta description. */
  inSentence: { mri: 'MRI scans', ct: 'CT scans', ultrasound: 'ultrasound scans', xray: 'X-ray scans' },
  /** The meta description of a grid: its size, its kind in a sentence, its lowest price and its first service's name. */
  description: (count: number, kind: string, lowest: string, example: string) =>
    `${count} ${kind} from ${lowest} at accredited diagnostic centres near you, such as ${example}. Request a callback to book.`,
  emptyDescription: (title: string) => `${title} at accredited diagnostic centres near you. Request a callback to book a slot.`,
};
