import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/carousel/carousel-messages.en';

export const hi = {
  carousel: 'कैरोसेल',
  slide: 'स्लाइड',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  chooseSlide: 'स्लाइड चुनें',
  goToSlide: (number: number) => `स्लाइड ${number} पर जाएँ`,
  slideOf: (number: number, count: number) => `${count} में से ${number}`,
  slidePosition: 'स्लाइड की जगह',
  noItems: 'कोई आइटम नहीं',
  showingItem: (number: number, count: number) => `${count} में से आइटम ${number} दिख रहा है`,
  showingItems: (first: number, last: number, count: number) => `${count} में से आइटम ${first} से ${last} दिख रहे हैं`,
} satisfies Messages<typeof en>;
