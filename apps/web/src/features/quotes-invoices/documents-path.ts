import { areaPath } from '../../app/area/use-area.js';

/**
 * The list of quotes and invoices in an area: /quotes-&-invoices in France and the UK
 * (spec 01 §2), the Área contable in Spain (spec 02 §2), whose area path starts with /es/.
 */
export function documentsPath(basePath: string): string {
  return areaPath(basePath, basePath.startsWith('/es/') ? '/accounting' : '/quotes-&-invoices');
}

/** A document's own page: 'new' for the creation form. */
export function documentPath(basePath: string, id: string): string {
  return `${documentsPath(basePath)}/${encodeURIComponent(id)}`;
}
