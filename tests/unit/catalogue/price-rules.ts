import { fieldLabel } from './public-files';

/** A stated whole percentage agrees with the prices when it is their exact saving rounded down or to nearest. */
export function percentAgrees(percent: number, original: number, discounted: number): boolean {
  const exact = ((original - discounted) / original) * 100;
  return percent === Math.floor(exact) || percent === Math.round(exact);
}

interface PricedRecord {
  readonly original: number;
  readonly discounted: number;
  readonly percent: number | undefined;
  /** Field names as the file spells them, for the failure message. */
  readonly fields: { readonly original: string; readonly discounted: string; readonly percent: string };
}

/** discounted ≤ original, and the stated percentage matches them; `within` names the list inside an object file. */
export function priceProblems(urlPath: string, records: readonly PricedRecord[], within?: string): string[] {
  const field = (index: number, name: string) =>
    within === undefined ? fieldLabel(urlPath, index, name) : fieldLabel(urlPath, within, index, name);
  return records.flatMap((record, index) => {
    const problems: string[] = [];
    if (record.discounted > record.original) {
      problems.push(
        `${field(index, record.fields.discounted)}: ${record.discounted} is above ${record.fields.original} ${record.original}`,
      );
    }
    if (record.percent !== undefined && !percentAgrees(record.percent, record.original, record.discounted)) {
      problems.push(
        `${field(index, record.fields.percent)}: ${record.percent}% does not match ${record.original} → ${record.discounted}`,
      );
    }
    return problems;
  });
}

/** The number in discount text such as "60% off", "Up to 25% OFF" or "Flat 20% OFF". */
export function percentInText(text: string): number | undefined {
  const match = /(\d{1,2})%/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
