import { buildActivityIndex, type ActivityIndex } from './activity-index.js';

/**
 * Loads an index once: the data modules are imported only here, on the first
 * search, so that a bundler puts each in a chunk of its own, out of the web's
 * first load. A failed import is tried again on the next call.
 */
function loadOnce(load: () => Promise<ActivityIndex>): () => Promise<ActivityIndex> {
  let loading: Promise<ActivityIndex> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The 629 classes of CNAE-2009 (Spain, INE, Real Decreto 475/2007), with their search. */
export const loadCnae2009Index = loadOnce(async () => {
  const [{ CNAE_2009_VERSION, CNAE_2009_LINES }, { CNAE_2009_KEYWORDS }] = await Promise.all([
    import('./cnae-2009-data.js'),
    import('./cnae-2009-keywords.js'),
  ]);
  return buildActivityIndex(CNAE_2009_VERSION, CNAE_2009_LINES, CNAE_2009_KEYWORDS);
});

/** The 731 codes of UK SIC 2007 that Companies House accepts (its condensed list), with their search. */
export const loadUkSic2007Index = loadOnce(async () => {
  const [{ UK_SIC_2007_VERSION, UK_SIC_2007_LINES }, { UK_SIC_2007_KEYWORDS }] = await Promise.all([
    import('./uk-sic-2007-data.js'),
    import('./uk-sic-2007-keywords.js'),
  ]);
  return buildActivityIndex(UK_SIC_2007_VERSION, UK_SIC_2007_LINES, UK_SIC_2007_KEYWORDS);
});
