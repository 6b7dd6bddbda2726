import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  getCurrentDestination,
  getFirstStep,
  getNextStep,
  getPreviousStep,
  getStepAfterSave,
} from './navigation.js';
import type { QuestionnaireProgress } from './progress.js';

function progressOf(
  steps: Record<string, Record<string, 'open' | 'done' | 'skipped'>>,
): QuestionnaireProgress {
  const funnels = Object.entries(steps).map(([name, states]) => ({
    name,
    steps: Object.entries(states).map(([step, state]) => ({
      name: step,
      skipped: state === 'skipped',
      completed: state === 'done',
    })),
    completedSteps: 0,
    totalSteps: 0,
    percentage: 0,
    locked: false,
  }));
  const skipSteps = funnels.flatMap((funnel) =>
    funnel.steps
      .filter((step) => step.skipped)
      .map((step) => ({ funnelName: funnel.name, stepName: step.name })),
  );
  const current = funnels
    .flatMap((funnel) => funnel.steps.map((step) => ({ funnel: funnel.name, step })))
    .find(({ step }) => !step.skipped && !step.completed);
  return {
    funnels,
    funnelOrder: funnels.map((funnel) => funnel.name),
    completedFunnels: [],
    skipSteps,
    completed: current === undefined,
    currentFunnel: current?.funnel,
    currentStep: current?.step.name,
    percentage: 0,
  };
}

const PROGRESS = progressOf({
  personal: { name: 'done', spouse: 'skipped', extra: 'open' },
  capital: { amount: 'skipped' },
  identity: { intro: 'open', id: 'open' },
});

describe('getNextStep', () => {
  it('goes to the next non-skipped step of the same funnel', () => {
    expect(getNextStep(PROGRESS, 'personal', 'name')).toEqual({
      kind: 'step',
      funnelName: 'personal',
      stepName: 'extra',
    });
  });

  it('crosses to the first non-skipped step of a later funnel, over a skipped funnel', () => {
    expect(getNextStep(PROGRESS, 'personal', 'extra')).toEqual({
      kind: 'step',
      funnelName: 'identity',
      stepName: 'intro',
    });
  });

  it('goes home after the last step', () => {
    expect(getNextStep(PROGRESS, 'identity', 'id')).toEqual({ kind: 'home' });
  });

  it('goes home from anywhere once the questionnaire is completed', () => {
    const done = progressOf({ personal: { name: 'done' }, identity: { id: 'done' } });
    expect(getNextStep(done, 'personal', 'name')).toEqual({ kind: 'home' });
  });

  it("throws 'No current step found' for a step that does not exist", () => {
    expect(() => getNextStep(PROGRESS, 'personal', 'nope')).toThrow('No current step found');
    expect(() => getNextStep(PROGRESS, 'nope', 'name')).toThrow('No current step found');
  });
});

describe('getPreviousStep', () => {
  it('goes back over skipped steps and funnels', () => {
    expect(getPreviousStep(PROGRESS, 'identity', 'intro')).toEqual({
      kind: 'step',
      funnelName: 'personal',
      stepName: 'extra',
    });
    expect(getPreviousStep(PROGRESS, 'personal', 'extra')).toEqual({
      kind: 'step',
      funnelName: 'personal',
      stepName: 'name',
    });
  });

  it('goes home before the first step', () => {
    expect(getPreviousStep(PROGRESS, 'personal', 'name')).toEqual({ kind: 'home' });
  });

  it("throws 'No current step found' for an unknown step", () => {
    expect(() => getPreviousStep(PROGRESS, 'identity', 'nope')).toThrow('No current step found');
  });
});

describe('getFirstStep', () => {
  it('returns the first non-skipped step of a funnel', () => {
    const progress = progressOf({ personal: { name: 'skipped', extra: 'open' } });
    expect(getFirstStep(progress, 'personal')).toEqual({
      funnelName: 'personal',
      stepName: 'extra',
    });
  });

  it("throws 'No first step found' for a funnel with every step skipped", () => {
    expect(() => getFirstStep(PROGRESS, 'capital')).toThrow('No first step found');
  });
});

describe('getCurrentDestination', () => {
  it('is the current step, or home once completed', () => {
    expect(getCurrentDestination(PROGRESS)).toEqual({
      kind: 'step',
      funnelName: 'personal',
      stepName: 'extra',
    });
    expect(getCurrentDestination(progressOf({ personal: { name: 'done' } }))).toEqual({
      kind: 'home',
    });
  });
});

describe('canOpenStep', () => {
  it('opens completed steps, the current step and the steps before it', () => {
    expect(canOpenStep(PROGRESS, 'personal', 'name', false)).toBe(true);
    expect(canOpenStep(PROGRESS, 'personal', 'extra', false)).toBe(true);
  });

  it('refuses steps beyond the current one, skipped steps and unknown ones', () => {
    expect(canOpenStep(PROGRESS, 'identity', 'intro', false)).toBe(false);
    expect(canOpenStep(PROGRESS, 'personal', 'spouse', false)).toBe(false);
    expect(canOpenStep(PROGRESS, 'personal', 'nope', false)).toBe(false);
    expect(canOpenStep(PROGRESS, 'nope', 'name', false)).toBe(false);
  });

  it('opens any existing step once the order has moved past the questionnaire', () => {
    expect(canOpenStep(PROGRESS, 'identity', 'id', true)).toBe(true);
    expect(canOpenStep(PROGRESS, 'identity', 'nope', true)).toBe(false);
  });

  it('opens a later step of the current funnel once it is completed', () => {
    const progress = progressOf({ personal: { name: 'open', extra: 'done', last: 'open' } });
    expect(canOpenStep(progress, 'personal', 'extra', false)).toBe(true);
    expect(canOpenStep(progress, 'personal', 'last', false)).toBe(false);
  });
});

describe('getStepAfterSave', () => {
  it('goes to the next step while it is still unanswered', () => {
    expect(getStepAfterSave(PROGRESS, 'personal', 'name')).toEqual({
      kind: 'step',
      funnelName: 'personal',
      stepName: 'extra',
    });
  });

  it('returns to the first unanswered step when the next one is answered', () => {
    const edited = progressOf({
      personal: { name: 'done', extra: 'done' },
      summary: { summary: 'open' },
    });
    expect(getStepAfterSave(edited, 'personal', 'name')).toEqual({
      kind: 'step',
      funnelName: 'summary',
      stepName: 'summary',
    });
  });
});
