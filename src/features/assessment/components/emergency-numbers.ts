/** India's emergency numbers: 112 for any emergency, 108 for an ambulance. */
export const EMERGENCY = { number: '112', href: 'tel:112' } as const;
export const AMBULANCE = { number: '108', href: 'tel:108' } as const;
