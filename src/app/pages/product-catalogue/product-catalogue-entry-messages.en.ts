/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  /** Each catalogue's heading (its tile's label on the medicines page), document title and meta description. */
  categories: {
    'sexual-wellness': {
      heading: 'Sexual Wellness',
      title: 'Sexual wellness products',
      description: 'Condoms, lubricants, delay sprays, prescription ED treatments and intimate hygiene products, at up to 30% off.',
    },
    'pain-relief': {
      heading: 'Pain Relief',
      title: 'Pain relief medicines and balms',
      description: 'Pain relief tablets, gels, sprays, balms, heat patches and supports for headaches, muscle and joint pain, at up to 18% off.',
    },
    ayurveda: {
      heading: 'Ayurveda',
      title: 'Ayurvedic medicines and supplements',
      description: 'Ashwagandha, Triphala, Chyawanprash and other Ayurvedic medicines and herbal supplements from trusted brands, at up to 20% off.',
    },
    devices: {
      heading: 'Health Devices',
      title: 'Health devices for home monitoring',
      description: 'Blood pressure monitors, glucometers, thermometers, pulse oximeters, nebulisers and more for health checks at home, at up to 35% off.',
    },
    'baby-care': {
      heading: 'Baby Care',
      title: 'Baby care products',
      description: 'Diapers, wipes, lotions, diaper rash cream, paediatric medicines and drops for babies, at up to 20% off.',
    },
    'skin-haircare': {
      heading: 'Skin & Hair Care',
      title: 'Skin and hair care products',
      description: 'Sunscreens, serums, acne gels, anti-dandruff shampoo and hair-fall treatments such as minoxidil, at up to 30% off.',
    },
    'women-wellness': {
      heading: "Women's Wellness",
      title: "Women's wellness products",
      description: "Pregnancy and ovulation tests, period care, intimate hygiene and supplements for women's health, at up to 20% off.",
    },
    'vitamins-supplements': {
      heading: 'Vitamins & Supplements',
      title: 'Vitamins and supplements',
      description: 'Multivitamins, vitamin D3 and B12, calcium, omega-3, probiotics, protein and other supplements, at up to 25% off.',
    },
  },
};
