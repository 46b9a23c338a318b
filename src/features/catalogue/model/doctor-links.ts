/** The id of a doctor's profile on /our-doctors, so other pages can link to /our-doctors#{id}. */
export function doctorAnchorId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Path of a doctor's profile on the our doctors page. */
export function doctorProfilePath(name: string): string {
  return `/our-doctors#${doctorAnchorId(name)}`;
}

/** A phone number as written ("+91 80 4718 2400") as a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A website as written ("www.healvia.example") as an absolute https URL. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
