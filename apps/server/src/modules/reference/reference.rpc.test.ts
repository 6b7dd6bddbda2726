import { Code } from '@connectrpc/connect';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { expectRpcError, useTestApp, type RpcClients } from '../../../test/harness.js';

/**
 * The reference lists are static files, not database rows: one backend is
 * enough (the caller checks read the database only to check the hints).
 */
describe('ReferenceDataService on pglite', () => {
  const app = useTestApp('pglite');
  let rpc: RpcClients;

  beforeAll(async () => {
    ({ rpc } = await app().signUpCustomer());
  });

  describe('SearchActivities', () => {
    it.each(['programmation', 'developpement logiciel', '62.01'])(
      '"%s" finds Programmation informatique, 62.01Z',
      async (query) => {
        const { activities } = await rpc.reference.searchActivities({ query });
        expect(activities[0]).toMatchObject({
          code: '62.01Z',
          label: 'Programmation informatique',
        });
      },
    );

    it('answers 10 activities by default and never more than 20', async () => {
      const many = await rpc.reference.searchActivities({ query: 'commerce' });
      expect(many.activities).toHaveLength(10);
      const capped = await rpc.reference.searchActivities({ query: 'commerce', limit: 500 });
      expect(capped.activities).toHaveLength(20);
      const three = await rpc.reference.searchActivities({ query: 'commerce', limit: 3 });
      expect(three.activities).toHaveLength(3);
    });

    it.each([
      ['an empty query', '', 0, 'query', 'errors.field.required'],
      ['a blank query', '   ', 0, 'query', 'errors.field.required'],
      ['a query of 101 characters', 'a'.repeat(101), 0, 'query', 'errors.field.tooLong'],
      ['a negative limit', 'commerce', -1, 'limit', 'errors.field.invalid'],
    ])('refuses %s', async (_what, query, limit, field, message) => {
      const { detail } = await expectRpcError(
        rpc.reference.searchActivities({ query, limit }),
        Code.InvalidArgument,
      );
      expect(detail?.fieldViolations).toMatchObject([{ field, description: message }]);
    });

    it('finds nothing for words no activity has', async () => {
      const { activities } = await rpc.reference.searchActivities({ query: 'xyzzy' });
      expect(activities).toEqual([]);
    });
  });

  describe('GetActivities', () => {
    it('gives the labels of known codes in the order asked, leaving unknown ones out', async () => {
      const { activities } = await rpc.reference.getActivities({
        codes: ['70.22Z', '99.99Z', '62.01Z'],
      });
      expect(activities.map(({ code, label }) => ({ code, label }))).toEqual([
        { code: '70.22Z', label: 'Conseil pour les affaires et autres conseils de gestion' },
        { code: '62.01Z', label: 'Programmation informatique' },
      ]);
    });

    it('refuses more than 20 codes', async () => {
      const { fields } = await expectRpcError(
        rpc.reference.getActivities({ codes: Array.from({ length: 21 }, () => '62.01Z') }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['codes']);
    });
  });

  describe('SearchCommunes', () => {
    it('"Lyon" finds Lyon, 69123, first', async () => {
      const { communes } = await rpc.reference.searchCommunes({ query: 'Lyon' });
      expect(communes[0]).toMatchObject({ code: '69123', name: 'Lyon', departmentCode: '69' });
      expect(communes[0]?.postalCodes).toContain('69001');
    });

    it.each(['saint etienne', 'St-Étienne', 'SAINT-ETIENNE'])(
      '"%s" finds Saint-Étienne, 42218, first',
      async (query) => {
        const { communes } = await rpc.reference.searchCommunes({ query });
        expect(communes[0]).toMatchObject({ code: '42218', name: 'Saint-Étienne' });
      },
    );

    it('finds Ajaccio with its Corsican department code', async () => {
      const { communes } = await rpc.reference.searchCommunes({ query: 'ajaccio', limit: 1 });
      expect(communes).toMatchObject([{ code: '2A004', departmentCode: '2A' }]);
    });

    it('refuses an empty query', async () => {
      const { fields } = await expectRpcError(
        rpc.reference.searchCommunes({ query: ' ' }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['query']);
    });
  });

  describe('GetCommunesByPostalCode', () => {
    it.each(['75011', '75 011'])(
      '%s is Paris, then its 11th arrondissement',
      async (postalCode) => {
        const { communes } = await rpc.reference.getCommunesByPostalCode({ postalCode });
        expect(communes.map(({ code, name }) => `${code} ${name}`)).toEqual([
          '75056 Paris',
          '75111 Paris 11e Arrondissement',
        ]);
      },
    );

    it('a well-formed postal code that does not exist serves no commune', async () => {
      const { communes } = await rpc.reference.getCommunesByPostalCode({ postalCode: '75000' });
      expect(communes).toEqual([]);
    });

    it.each(['7501', '75 0111', 'SW1A 1AA', ''])(
      'refuses the postal code %j',
      async (postalCode) => {
        const { detail } = await expectRpcError(
          rpc.reference.getCommunesByPostalCode({ postalCode }),
          Code.InvalidArgument,
        );
        expect(detail?.fieldViolations).toMatchObject([
          { field: 'postal_code', description: 'errors.field.postalCode' },
        ]);
      },
    );
  });

  describe('SearchCnaeClasses and GetCnaeClasses', () => {
    it.each(['programación informática', 'desarrollador', '62.01', '6201'])(
      '"%s" finds the CNAE-2009 class 6201',
      async (query) => {
        const { activities } = await rpc.reference.searchCnaeClasses({ query });
        expect(activities[0]).toMatchObject({
          code: '6201',
          label: 'Actividades de programación informática',
        });
      },
    );

    it('gives the titles of known classes in the order asked, leaving unknown ones out', async () => {
      const { activities } = await rpc.reference.getCnaeClasses({
        codes: ['4724', '9999', '1071'],
      });
      expect(activities.map((activity) => activity.code)).toEqual(['4724', '1071']);
    });

    it('refuses an empty query', async () => {
      const { fields } = await expectRpcError(
        rpc.reference.searchCnaeClasses({ query: ' ' }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['query']);
    });
  });

  describeCallerChecks('SearchCnaeClasses', app, (clients) =>
    clients.reference.searchCnaeClasses({ query: 'panadería' }),
  );
  describeCallerChecks('GetCnaeClasses', app, (clients) =>
    clients.reference.getCnaeClasses({ codes: ['1071'] }),
  );
  describeCallerChecks('SearchActivities', app, (clients) =>
    clients.reference.searchActivities({ query: 'programmation' }),
  );
  describeCallerChecks('GetActivities', app, (clients) =>
    clients.reference.getActivities({ codes: ['62.01Z'] }),
  );
  describeCallerChecks('SearchCommunes', app, (clients) =>
    clients.reference.searchCommunes({ query: 'Lyon' }),
  );
  describeCallerChecks('GetCommunesByPostalCode', app, (clients) =>
    clients.reference.getCommunesByPostalCode({ postalCode: '75011' }),
  );
});
