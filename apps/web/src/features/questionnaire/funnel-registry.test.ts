import { describe, expect, it, vi } from 'vitest';
import { createFunnelRegistry } from './funnel-registry.js';

const Name = () => null;
const Address = () => null;

function registry() {
  const loaded: string[] = [];
  const page = (name: string, component: () => null) => () => {
    loaded.push(name);
    return Promise.resolve(component);
  };
  const funnels = createFunnelRegistry({
    personal: () =>
      Promise.resolve({ default: { name: page('name', Name), address: page('address', Address) } }),
  });
  return { funnels, loaded };
}

describe('createFunnelRegistry', () => {
  it('loads only the page of the step asked for, once', async () => {
    const { funnels, loaded } = registry();

    expect(await funnels.loadStep('personal', 'name')).toBe(Name);
    expect(await funnels.loadStep('personal', 'name')).toBe(Name);
    expect(loaded).toEqual(['name']);
  });

  it('answers undefined for a step the funnel does not have, even an Object property', async () => {
    const { funnels } = registry();

    expect(await funnels.loadStep('personal', 'missing')).toBeUndefined();
    expect(await funnels.loadStep('personal', 'toString')).toBeUndefined();
    expect(await funnels.loadStep('business', 'name')).toBeUndefined();
    expect(funnels.hasFunnelPages('personal')).toBe(true);
    expect(funnels.hasFunnelPages('business')).toBe(false);
  });

  it('reads a settled page at once, so that a hydrated step does not suspend', async () => {
    const { funnels } = registry();
    await funnels.loadStep('personal', 'address');

    expect(funnels.loadStep('personal', 'address')).toMatchObject({
      status: 'fulfilled',
      value: Address,
    });
  });

  it('preloads the other pages of a funnel', async () => {
    const { funnels, loaded } = registry();
    await funnels.loadStep('personal', 'name');

    funnels.preloadFunnel('personal');

    await vi.waitFor(() => expect(loaded).toEqual(['name', 'address']));
  });
});
