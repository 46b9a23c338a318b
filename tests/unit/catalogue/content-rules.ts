import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { withScanServiceDefaults } from '@/features/catalogue/model/scan-service-defaults';
import { scanServiceKinds } from '@/features/catalogue/model/scan-service-kinds';
import { READ_MORE_LIMIT } from '@/lib/constants';
import { siteConfig } from '@/lib/site-config';
import { fieldLabel, type Catalogue } from './public-files';

export const consultationReasonTitles = [
  'Accessibility', 'Convenience', 'Security and Privacy', 'Complete Confidentiality', 'Certified Online Doctors', 'Affordability',
];

/** The four scans behind /medical-services/1 to 4, in the spec's order. */
export function scanProblems(data: Catalogue): string[] {
  const expected = [/^MRI/, /^CT/, /^Ultrasound/, /^X-Ray/];
  return expected.flatMap((pattern, index) => {
    const scan = data[scansPath].find((candidate) => candidate.id === index + 1);
    return scan && pattern.test(scan.scanName) ? [] : [`${fieldLabel(scansPath)}: id ${index + 1} must be the ${pattern.source.slice(1)} scan`];
  });
}

export function consultationReasonProblems(data: Catalogue): string[] {
  const reasons = data[consultationReasonsPath];
  const titles = reasons.map((reason) => reason.title);
  const missing = consultationReasonTitles.filter((title) => !titles.includes(title));
  return [
    ...(missing.length > 0 ? [`${fieldLabel(consultationReasonsPath)}: missing ${missing.join(', ')}`] : []),
    ...reasons.flatMap((reason, index) =>
      reason.truncate === reason.description.length > READ_MORE_LIMIT
        ? []
        : [`${fieldLabel(consultationReasonsPath, index, 'truncate')}: ${reason.truncate} but the description has ${reason.description.length} characters (Read More cuts at ${READ_MORE_LIMIT})`],
    ),
  ];
}

/** The home carousel and the care programs page describe the same programs at the same price and length. */
export function careProgramProblems(data: Catalogue): string[] {
  const list = data[careProgramListPath];
  return data[careProgramsPath].flatMap((program, index) => {
    const match = list.find((item) => item.title === program.programeName);
    if (!match) return [`${fieldLabel(careProgramsPath, index, 'programeName')}: "${program.programeName}" is not in ${fieldLabel(careProgramListPath)}`];
    const problems: string[] = [];
    if (match.price !== program.price) problems.push(`${fieldLabel(careProgramsPath, index, 'price')}: ${program.price} but the list says ${match.price}`);
    if (match.duration !== program.programTime) problems.push(`${fieldLabel(careProgramsPath, index, 'programTime')}: "${program.programTime}" but the list says "${match.duration}"`);
    return problems;
  });
}

/** A frequently booked scan is one of the scan services, at the price its grid shows. */
export function bookedScanProblems(data: Catalogue): string[] {
  const services = scanServiceKinds.flatMap((kind) => data[scanServicesPath(kind)].map(withScanServiceDefaults));
  return data[bookedScansPath].flatMap((scan, index) => {
    const service = services.find((candidate) => candidate.name === scan.heading);
    if (!service) return [`${fieldLabel(bookedScansPath, index, 'heading')}: "${scan.heading}" is not in any scan-service file`];
    return service.discountedPrice === scan.price
      ? []
      : [`${fieldLabel(bookedScansPath, index, 'price')}: ${scan.price} but its scan service costs ${service.discountedPrice}`];
  });
}

/** Doctor profiles point to the brand's own helpline, e-mail and website. */
export function doctorContactProblems(data: Catalogue): string[] {
  const expected = { helpline: siteConfig.phone.display, email: siteConfig.email, website: siteConfig.website.display };
  return data[doctorsPath].flatMap((doctor, index) =>
    (Object.keys(expected) as (keyof typeof expected)[])
      .filter((key) => doctor.contact[key] !== expected[key])
      .map((key) => `${fieldLabel(doctorsPath, index, 'contact', key)}: "${doctor.contact[key]}" should be "${expected[key]}"`),
  );
}
