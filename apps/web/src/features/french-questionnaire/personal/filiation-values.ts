import type { Parent } from '@foundly/domain';

interface ParentValues {
  fullName: { first: string; last: string };
  unknown: boolean;
}

export interface FiliationValues {
  firstParent: ParentValues;
  secondParent: ParentValues;
}

/** A saved parent as form values: names empty and 'unknown' unticked when nothing was saved. */
export function toParentValues(saved: Parent | undefined): ParentValues {
  return {
    fullName: { first: saved?.fullName?.first ?? '', last: saved?.fullName?.last ?? '' },
    unknown: saved?.unknown ?? false,
  };
}

/** The parent as sent: an unknown parent's names are cleared. */
export function toParentUpdate(values: ParentValues): Parent {
  return values.unknown
    ? { unknown: true, fullName: { first: '', last: '' } }
    : { unknown: false, fullName: values.fullName };
}
