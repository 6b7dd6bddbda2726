import type { CountryPrefix, Locale } from '@foundly/domain';
import { type Account, type FeatureFlag } from '@foundly/proto';
import { createContext, useContext, type ReactNode } from 'react';
import type { Viewer } from '../session.js';

export interface AreaValue {
  prefix: CountryPrefix;
  locale: Locale;
  /** The area's base path, e.g. /fr/fr-fr. */
  basePath: string;
  viewer: Viewer | null;
  account: Account | undefined;
  flags: FeatureFlag[];
}

const AreaContext = createContext<AreaValue | null>(null);

export function AreaProvider({ value, children }: { value: AreaValue; children: ReactNode }) {
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

/** The country area the page belongs to: its paths, the signed-in person, the account and flags. */
export function useArea(): AreaValue {
  const value = useContext(AreaContext);
  if (!value) throw new Error('useArea must be used inside a country area');
  return value;
}

/** A path inside the area, e.g. areaPath('/fr/fr-fr', '/documents'). */
export function areaPath(basePath: string, path: string): string {
  return `${basePath}${path}`;
}
