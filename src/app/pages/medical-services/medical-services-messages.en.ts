export const en = {
  intro: 'Prices at our partner diagnostic centres. Request a callback and we will book a slot near you.',
  allScans: 'All scans and X-rays',
  notFound: {
    text: (id: string) => `We could not find scan services with the id ‘${id}’. Choose a scan below or see every scan we offer.`,
    scans: 'Scans',
    seeAll: 'See all scans',
  },
};
