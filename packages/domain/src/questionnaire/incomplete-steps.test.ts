import { describe, expect, it } from 'vitest';
import { listIncompleteStepsBefore } from './incomplete-steps.js';
import type { FunnelProgress, QuestionnaireProgress } from './progress.js';

function funnel(name: string, steps: [string, 'open' | 'done' | 'skipped'][]): FunnelProgress {
  return {
    name,
    steps: steps.map(([step, state]) => ({
      name: step,
      skipped: state === 'skipped',
      completed: state === 'done',
    })),
    completedSteps: 0,
    totalSteps: 0,
    percentage: 0,
    locked: false,
  };
}

function progressOf(funnels: FunnelProgress[]): QuestionnaireProgress {
  return {
    funnels,
    funnelOrder: funnels.map((item) => item.name),
    completedFunnels: [],
    skipSteps: [],
    completed: false,
    currentFunnel: undefined,
    currentStep: undefined,
    percentage: 0,
  };
}

const PROGRESS = progressOf([
  funnel('personal-information', [
    ['name', 'done'],
    ['spouse-name', 'skipped'],
    ['address', 'open'],
  ]),
  funnel('capital-deposit', [['amount', 'skipped']]),
  funnel('confirm-identity', [['id', 'open']]),
  funnel('final-summary', [['summary', 'open']]),
  funnel('e-signature', [['intro', 'open']]),
]);

describe('listIncompleteStepsBefore', () => {
  it('lists the open steps before the funnel, skipping skipped and completed ones', () => {
    expect(listIncompleteStepsBefore(PROGRESS, 'final-summary')).toEqual([
      { funnelName: 'personal-information', stepName: 'address' },
      { funnelName: 'confirm-identity', stepName: 'id' },
    ]);
  });

  it('lists nothing before the first funnel', () => {
    expect(listIncompleteStepsBefore(PROGRESS, 'personal-information')).toEqual([]);
  });

  it('lists every open step for a funnel that does not exist', () => {
    expect(listIncompleteStepsBefore(PROGRESS, 'nowhere')).toHaveLength(4);
  });
});
