/** Contract field names whose form field has another name (rates are typed in percent). */
const RENAMED: Record<string, string> = {
  delayedInterestRate: 'delayedInterestPercent',
  taxRate: 'taxPercent',
  discountRate: 'discountPercent',
};

/** Customer address fields sit directly in the form's customer group. */
const ADDRESS = /^customer\.address\./;

const toCamel = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The form field a server's field violation names: `content.line_items[1].discount_rate` is
 * `lineItems.1.discountPercent`. The server writes contract paths (snake or camel case, with
 * or without the request's `content.`).
 */
export function toFormFieldPath(serverPath: string): string {
  const path = serverPath
    .replace(/^content\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((part) => {
      const name = toCamel(part);
      return RENAMED[name] ?? name;
    })
    .join('.');
  return path.replace(ADDRESS, 'customer.');
}
