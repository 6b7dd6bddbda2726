import type { Destination, StepRef } from '@foundly/domain';

/** The address of a questionnaire step in an area (basePath is e.g. /fr/fr-fr). */
export function stepPath(basePath: string, { funnelName, stepName }: StepRef): string {
  return `${basePath}/funnel/${funnelName}/${stepName}`;
}

/** The address a destination of the navigation leads to: a step, or the area's home. */
export function destinationPath(basePath: string, destination: Destination): string {
  return destination.kind === 'home' ? basePath : stepPath(basePath, destination);
}
