/**
 * The languages of an Accept-Language header, most wanted first (RFC 9110
 * §12.5.4): ranges ordered by their weight, equal weights kept in the order
 * given, `q=0` ("not acceptable") and the wildcard left out.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { range: range.trim(), quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ range, quality }) => range !== '' && range !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);
}
