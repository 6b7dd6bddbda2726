import { areaPath } from '../../app/area/use-area.js';

/** The list of quotes and invoices in an area (spec 01 §2). */
export function documentsPath(basePath: string): string {
  return areaPath(basePath, '/quotes-&-invoices');
}

/** A document's own page: 'new' for the creation form. */
export function documentPath(basePath: string, id: string): string {
  return `${documentsPath(basePath)}/${encodeURIComponent(id)}`;
}
