import type { ComponentType } from 'react';

/** The pages of one funnel, by step name. */
export type FunnelSteps = Readonly<Record<string, ComponentType>>;
