import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import type { NearbyCentres } from '@/features/catalogue/schemas/diagnostic-centre';

/** Each centre as a DiagnosticLab with its address and phone; nothing while the file is not loaded. */
export function nearbyCentresJsonLd(page: PageContext): JsonLdNode[] {
  const contents = page.read(nearbyCentresPath) as NearbyCentres | undefined;
  return (contents?.centres ?? []).map((centre) => ({
    '@type': 'DiagnosticLab',
    name: centre.name,
    telephone: centre.phone.replace(/\s/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: centre.address,
      ...(centre.city !== null && { addressLocality: centre.city }),
      addressRegion: centre.state,
      addressCountry: 'IN',
    },
  }));
}
