import type { AreaDependencies, AreaState } from './load-area-data.js';

/**
 * Loads a country area's account, order and flags. The loading code and the generated contracts
 * it calls come in a chunk of their own, fetched when a route first needs them, so that the entry
 * script stays free of the protobuf runtime.
 */
export async function loadArea(deps: AreaDependencies): Promise<AreaState> {
  const { loadAreaData } = await import('./load-area-data.js');
  return loadAreaData(deps);
}
