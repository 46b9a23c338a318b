export const collectionMethodKeys = ['home', 'lab'] as const;

export type CollectionMethodKey = (typeof collectionMethodKeys)[number];

export const DEFAULT_COLLECTION_METHOD = 'home' satisfies CollectionMethodKey;
