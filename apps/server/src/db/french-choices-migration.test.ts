import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server-root.js';

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
const MIGRATION = '0008_french_choices_as_enums';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before `MIGRATION`, in a folder of its own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/** A French order whose answers were stored before the choices became enums. */
const OLD_ANSWERS = {
  personalInformation: {
    fullName: { first: 'Ada', last: 'Lovelace' },
    gender: 'FEMALE',
    maritalStatus: 'MARRIED',
    employmentStatus: 'EMPLOYEE',
    monthlyIncome: '',
    proofAddressDocumentType: 'RENT_RECEIPT',
    identityDocumentType: 'ID_CARD',
    spouse: { spouseRole: 'EMPLOYEE', identityDocumentType: 'PASSPORT', gender: 'MALE' },
  },
  companyDetails: {
    activityType: 'LIBERAL',
    vta: { regime: 'REEL_NORMAL', frequency: 'QUARTERLY' },
    monthlyPaymentVolume: 'MORE_THAN_50K',
    socialSecurityPaymentFrequency: 'MONTHLY',
    addressType: 'COMMERCIAL_LEASE',
    companyDuration: 99,
  },
  capitalDeposit: { paidUpCapital: 1000 },
};

/** The same answers with each choice as its formation.v1 enum's number. */
const NEW_ANSWERS = {
  personalInformation: {
    fullName: { first: 'Ada', last: 'Lovelace' },
    gender: 2,
    maritalStatus: 2,
    employmentStatus: 1,
    proofAddressDocumentType: 4,
    identityDocumentType: 1,
    spouse: { spouseRole: 3, identityDocumentType: 2, gender: 1 },
  },
  companyDetails: {
    activityType: 3,
    vta: { regime: 3, frequency: 2 },
    monthlyPaymentVolume: 4,
    socialSecurityPaymentFrequency: 1,
    addressType: 3,
    companyDuration: 99,
  },
  capitalDeposit: { paidUpCapital: 1000 },
};

const SPANISH_ANSWERS = {
  spanishPersonalInformation: { fullName: 'Ana García', identityDocumentType: 1 },
  businessInformation: { hasSocialSecurityNumber: 1 },
};

describe(`migration ${MIGRATION}`, () => {
  const client = new PGlite();
  const db = drizzle(client);
  const before = migrationsBefore(MIGRATION);

  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await client.close();
  });

  async function insertOrder(id: number, questionnaire: object) {
    const user = `user-${id}`;
    const uuid = (kind: number) => `00000000-0000-4000-8000-0000000000${kind}${id}`;
    await client.query(`INSERT INTO auth_user (id, name, email) VALUES ($1, $1, $2)`, [
      user,
      `${user}@example.com`,
    ]);
    await client.query(`INSERT INTO customer (id, user_id, email) VALUES ($1, $2, $3)`, [
      uuid(1),
      user,
      `${user}@example.com`,
    ]);
    await client.query(`INSERT INTO account (id, country_code) VALUES ($1, 'FRANCE')`, [uuid(2)]);
    await client.query(
      `INSERT INTO "order" (id, account_id, customer_id, country_code, legal_form, status, questionnaire)
       VALUES ($1, $2, $3, 'FRANCE', 'SASU', 'QUESTIONNAIRE', $4)`,
      [uuid(3), uuid(2), uuid(1), JSON.stringify(questionnaire)],
    );
    return uuid(3);
  }

  const questionnaireOf = async (id: string) =>
    (
      await client.query<{ questionnaire: unknown }>(
        `SELECT questionnaire FROM "order" WHERE id = $1`,
        [id],
      )
    ).rows[0]?.questionnaire;

  it('stores the French choices as their enum numbers, drops empty ones, leaves Spain alone', async () => {
    await migrate(db, { migrationsFolder: before });
    const french = await insertOrder(1, OLD_ANSWERS);
    const spanish = await insertOrder(2, SPANISH_ANSWERS);
    const empty = await insertOrder(3, {});

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    expect(await questionnaireOf(french)).toEqual(NEW_ANSWERS);
    expect(await questionnaireOf(spanish)).toEqual(SPANISH_ANSWERS);
    expect(await questionnaireOf(empty)).toEqual({});
  });
});
