/** How a yes/no answer sits in a form: radio values are strings. */
export type YesNoValue = 'yes' | 'no' | '';

export function toYesNo(value: boolean | undefined): YesNoValue {
  if (value === undefined) return '';
  return value ? 'yes' : 'no';
}

export function fromYesNo(value: YesNoValue | undefined): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}
