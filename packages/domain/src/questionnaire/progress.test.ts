import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireDefinition } from './definition.js';
import { computeProgress } from './progress.js';
import { frenchContext } from './test-fixtures.js';

interface Answers {
  done: string[];
  skip: string[];
}

const has = (list: string[], name: string) => list.includes(name);

/** Two funnels of three and two steps, driven by the answers. */
const DEFINITION: QuestionnaireDefinition<Answers> = {
  funnels: [
    {
      name: 'first',
      steps: ['a', 'b', 'c'].map((name) => ({
        name,
        isComplete: (context) => has(context.answers.done, name),
        isSkipped: (context) => has(context.answers.skip, name),
      })),
    },
    {
      name: 'second',
      steps: ['d', 'e'].map((name) => ({
        name,
        isComplete: (context) => has(context.answers.done, name),
        isSkipped: (context) => has(context.answers.skip, name),
      })),
    },
  ],
};

const progressOf = (done: string[], skip: string[] = []) =>
  computeProgress(DEFINITION, {
    ...frenchContext({ status: OrderStatus.PLACED }),
    answers: { done, skip },
  });

describe('computeProgress', () => {
  it('starts at the first step with nothing completed', () => {
    const progress = progressOf([]);
    expect(progress).toMatchObject({
      funnelOrder: ['first', 'second'],
      completedFunnels: [],
      skipSteps: [],
      completed: false,
      currentFunnel: 'first',
      currentStep: 'a',
      percentage: 0,
    });
  });

  it('counts funnel progress as completed steps over total steps minus skipped ones', () => {
    const progress = progressOf(['a'], ['b']);
    expect(progress.funnels[0]).toMatchObject({ completedSteps: 1, totalSteps: 2, percentage: 50 });
    expect(progress.skipSteps).toEqual([{ funnelName: 'first', stepName: 'b' }]);
    expect(progress.currentStep).toBe('c');
    expect(progress.percentage).toBe(25);
  });

  it('rounds percentages down so that 100 means done', () => {
    const progress = progressOf(['a', 'b']);
    expect(progress.funnels[0]?.percentage).toBe(66);
    expect(progress.percentage).toBe(40);
  });

  it('lists a funnel as completed once its open steps are, and moves to the next funnel', () => {
    const progress = progressOf(['a', 'c'], ['b']);
    expect(progress.completedFunnels).toEqual(['first']);
    expect(progress).toMatchObject({ currentFunnel: 'second', currentStep: 'd' });
  });

  it('points at the first incomplete step even when a later one is done', () => {
    expect(progressOf(['a', 'c', 'd'])).toMatchObject({ currentFunnel: 'first', currentStep: 'b' });
  });

  it('treats a skipped step as neither completed nor current, even when answered', () => {
    const progress = progressOf(['a', 'b'], ['b']);
    expect(progress.funnels[0]?.steps[1]).toEqual({ name: 'b', skipped: true, completed: false });
    expect(progress.currentStep).toBe('c');
  });

  it('counts a funnel whose steps are all skipped as completed', () => {
    const progress = progressOf(['a', 'b', 'c'], ['d', 'e']);
    expect(progress.funnels[1]).toMatchObject({ totalSteps: 0, percentage: 100 });
    expect(progress.completedFunnels).toEqual(['first', 'second']);
    expect(progress).toMatchObject({ completed: true, percentage: 100 });
    expect(progress.currentFunnel).toBeUndefined();
  });
});
