/** What the build tells the worker about the site; scripts/build-service-worker.ts injects it as `self.__SITE_FACTS`. */
export type SiteFacts = {
  /** Every prerendered page as [path, title], in the site's order: the only pages the worker keeps copies of. */
  pages: readonly (readonly [path: string, title: string])[];
  /** Every data file the pages fetch (public/data, detailedData, the search index), by site path. */
  dataFiles: readonly string[];
  /** A hash of those files: names the data cache, so a deployment never answers with the previous one's data. */
  dataVersion: string;
};
