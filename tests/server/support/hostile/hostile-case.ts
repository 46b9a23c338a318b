export const CATEGORIES = [
  'wrong type',
  'oversize',
  'deep nesting',
  'unicode',
  'prototype key',
  'truncated JSON',
  'malformed multipart',
  'spoofed file',
  'wrong content type',
  'bad token',
] as const;

export type Category = (typeof CATEGORIES)[number];

export type HostileRequest = {
  payload: string | Buffer;
  /** Sent as Content-Type; undefined sends no Content-Type at all. */
  contentType: string | undefined;
  /** Replaces the Bearer token on the routes that need one (the 'bad token' cases). */
  authorization?: string | null;
};

/** One bad request. The payload is built only when the case runs, so big bodies do not pile up. */
export type HostileCase = {
  url: string;
  category: Category;
  name: string;
  build: () => HostileRequest;
};

/** How a case-maker files its cases: by category, with a name saying which input it is. */
export type AddCase = (category: Category, name: string, build: () => HostileRequest) => void;

export function caseCollector(url: string, cases: HostileCase[]): AddCase {
  return (category, name, build) => cases.push({ url, category, name, build });
}
