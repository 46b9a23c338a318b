export const en = {
  /** Heading of each catalogue screen and label of its tile on the medicines page. */
  titles: {
    'sexual-wellness': 'Sexual Wellness',
    'pain-relief': 'Pain Relief',
    ayurveda: 'Ayurveda',
    devices: 'Health Devices',
    'baby-care': 'Baby Care',
    'skin-haircare': 'Skin & Hair Care',
    'women-wellness': "Women's Wellness",
    'vitamins-supplements': 'Vitamins & Supplements',
  },
};
