/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  /** The heading of each /medical-services/{id} grid: 1 MRI, 2 CT, 3 ultrasound, 4 X-ray. */
  headings: { mri: 'MRI Scans', ct: 'CT Scans', ultrasound: 'Ultrasound Scans', xray: 'X-Ray Scans' },
  notFound: {
    title: 'Scan service not found',
    description: 'There is no scan with this id. See every MRI, CT, ultrasound and X-ray scan we offer.',
  },
  /** Each kind's name inside a sentence of the meta description. */
  inSentence: { mri: 'MRI scans', ct: 'CT scans', ultrasound: 'ultrasound scans', xray: 'X-ray scans' },
  /** The meta description of a grid: its size, its kind in a sentence, its lowest price and its first service's name. */
  description: (count: number, kind: string, lowest: string, example: string) =>
    `${count} ${kind} from ${lowest} at accredited diagnostic centres near you, such as ${example}. Request a callback to book.`,
  emptyDescription: (title: string) => `${title} at accredited diagnostic centres near you. Request a callback to book a slot.`,
};
