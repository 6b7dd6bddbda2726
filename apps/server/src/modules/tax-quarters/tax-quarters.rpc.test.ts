import { create } from '@bufbuild/protobuf';
import { Code } from '@connectrpc/connect';
import { getQuarterOfDate, getQuarterToFile } from '@foundly/domain';
import { CommercialDocumentKind, LineItemSchema, TaxForm, type ReturnBox } from '@foundly/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeCallerChecks,
  signUpOrderingCustomer,
  type OrderingCustomer,
} from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { expectRefused, HAND_ENTERED } from '../../../test/expenses.js';
import { facturaInput, signUpAutonomo } from '../../../test/facturas.js';
import { BACKENDS, useTestApp, type RpcClients } from '../../../test/harness.js';
import { getSpanishToday } from '../../../test/spanish-questionnaire.js';

type Autonomo = Awaited<ReturnType<typeof signUpAutonomo>>;

const today = getSpanishToday();
const thisQuarter = { year: Number(today.slice(0, 4)), quarter: getQuarterOfDate(today) };

async function issue(seller: Autonomo, content = facturaInput()) {
  const { document } = await seller.rpc.commercialDocuments.createCommercialDocument({
    accountId: seller.order.accountId,
    content,
  });
  const issued = await seller.rpc.commercialDocuments.issueCommercialDocument({
    id: document!.id,
  });
  return issued.document!;
}

function boxesOf(boxes: ReturnBox[], form: TaxForm) {
  return Object.fromEntries(
    boxes.filter((box) => box.form === form && box.box).map((box) => [box.box, box.amount]),
  );
}

const figuresOf = (rpc: RpcClients, accountId: string) =>
  rpc.taxQuarters.getQuarterlyFigures({ accountId, ...thisQuarter });

describe.each(BACKENDS)('TaxQuarterService on %s', (backend) => {
  const app = useTestApp(backend);

  describe('a quarter with a factura, a rectificativa, a cancelled factura and a gasto', () => {
    let seller: Autonomo;

    beforeAll(async () => {
      seller = await signUpAutonomo(app());
      // Counted: 1,000 € at 21 % and 18 € at 10 %, 15 % IRPF withheld (152.70 €).
      const factura = await issue(seller);
      // Counted as a modification: a rectificativa of 100 € at 21 %, no IRPF.
      const { document: credit } = await seller.rpc.commercialDocuments.createCreditNote({
        invoiceId: factura.id,
      });
      const content = credit!.content!;
      content.irpfRate = 0;
      content.lineItems = [
        create(LineItemSchema, {
          description: 'Descuento',
          quantity: -1,
          unitPrice: 100_00n,
          discountRate: 0,
        }),
      ];
      await seller.rpc.commercialDocuments.editCommercialDocument({ id: credit!.id, content });
      await seller.rpc.commercialDocuments.issueCommercialDocument({ id: credit!.id });
      // Not counted: a factura cancelled (issued by mistake), a draft, a presupuesto.
      const mistaken = await issue(seller);
      await seller.rpc.commercialDocuments.cancelCommercialDocument({ id: mistaken.id });
      await seller.rpc.commercialDocuments.createCommercialDocument({
        accountId: seller.order.accountId,
        content: facturaInput(),
      });
      await issue(seller, facturaInput({ kind: CommercialDocumentKind.QUOTE }));
      // 100 € + 21 € of IVA, fully deductible; and 80 € + 16.80 € used half for the activity.
      for (const fields of [
        { ...HAND_ENTERED, date: today },
        {
          ...HAND_ENTERED,
          date: today,
          base: 80_00n,
          iva: 16_80n,
          total: 96_80n,
          deductibleShare: 0.5,
        },
      ]) {
        await seller.rpc.expenses.createExpense({ accountId: seller.order.accountId, fields });
      }
    });

    it('modelo 303: 18 € at 10 %, 1,000 € at 21 %, −100 € modified, 45 = 21 + 8.40, 46 = 190.80 − 29.40', async () => {
      const figures = await figuresOf(seller.rpc, seller.order.accountId);
      expect(figures).toMatchObject({ ...thisQuarter, invoiceCount: 2, expenseCount: 2 });
      // 27: 1.80 + 210 − 21 = 190.80; 28: 100 + 40; 46: 190.80 − 29.40 = 161.40.
      expect(boxesOf(figures.boxes, TaxForm.TAX_FORM_303)).toEqual({
        '04': 18_00n,
        '06': 1_80n,
        '07': 1_000_00n,
        '09': 210_00n,
        '14': -100_00n,
        '15': -21_00n,
        '27': 190_80n,
        '28': 140_00n,
        '29': 29_40n,
        '45': 29_40n,
        '46': 161_40n,
      });
      expect(figures.vatResult).toBe(161_40n);
    });

    it('modelo 130: 20 % of (918 − 140) = 155.60 €, less 152.70 € withheld: 2.90 € to pay', async () => {
      const figures = await figuresOf(seller.rpc, seller.order.accountId);
      // 01: 1,018 − 100 = 918; 02: 100 + 40 = 140; 03: 778; 04: 155.60; 06: 152.70.
      expect(boxesOf(figures.boxes, TaxForm.TAX_FORM_130)).toMatchObject({
        '01': 918_00n,
        '02': 140_00n,
        '03': 778_00n,
        '04': 155_60n,
        '06': 152_70n,
        '07': 2_90n,
      });
      expect(figures.instalmentPayment).toBe(2_90n);
    });

    it('the quarter, its bounds and the deadlines of the year', async () => {
      const figures = await figuresOf(seller.rpc, seller.order.accountId);
      expect(figures.periodStart <= today && today <= figures.periodEnd).toBe(true);
      expect(figures.deadlines.map((entry) => entry.deadline.slice(5, 7))).toEqual([
        '04',
        '07',
        '10',
        expect.stringMatching(/^0[12]$/),
      ]);
      expect(figures.deadline).toBe(figures.deadlines[thisQuarter.quarter - 1]!.deadline);
    });

    it('year 0 and quarter 0 give the quarter filed next', async () => {
      const figures = await seller.rpc.taxQuarters.getQuarterlyFigures({
        accountId: seller.order.accountId,
      });
      expect({ year: figures.year, quarter: figures.quarter }).toEqual(getQuarterToFile(today));
    });

    it('the CSV in Spanish: semicolons, decimal commas, the boxes', async () => {
      const file = await seller.rpc.taxQuarters.exportQuarterlyFigures({
        accountId: seller.order.accountId,
        ...thisQuarter,
        locale: 'es-es',
      });
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.content);
      expect(file.fileName).toBe(`modelos-303-130-${thisQuarter.year}-${thisQuarter.quarter}T.csv`);
      expect(text.split('\r\n')).toEqual(
        expect.arrayContaining([
          '\uFEFFModelo;Casilla;Concepto;Importe (EUR)',
          '303;07;IVA devengado: base imponible al 21 %;1000,00',
          '303;46;Resultado régimen general;161,40',
          '130;07;Pago fraccionado previo del trimestre;2,90',
        ]),
      );
    });

    it('the CSV in English: commas and decimal points', async () => {
      const file = await seller.rpc.taxQuarters.exportQuarterlyFigures({
        accountId: seller.order.accountId,
        ...thisQuarter,
        locale: 'en-gb',
      });
      expect(new TextDecoder().decode(file.content)).toContain(
        '303,09,IVA charged: tax at 21 %,210.00',
      );
    });
  });

  describe('bad input and other accounts', () => {
    let owner: Autonomo;
    let stranger: Autonomo;

    beforeAll(async () => {
      [owner, stranger] = await Promise.all([signUpAutonomo(app()), signUpAutonomo(app())]);
      await issue(owner);
    });

    it.each([
      ['quarter 5', { year: 2026, quarter: 5 }, 'quarter'],
      ['quarter 0 of a year', { year: 2026, quarter: 0 }, 'quarter'],
      ['year 1999', { year: 1999, quarter: 1 }, 'year'],
      ['a year after next', { year: thisQuarter.year + 2, quarter: 1 }, 'year'],
    ])('%s is invalid_argument', async (_what, period, field) => {
      await expectRefused(
        owner.rpc.taxQuarters.getQuarterlyFigures({ accountId: owner.order.accountId, ...period }),
        Code.InvalidArgument,
        { field },
      );
    });

    it('a locale the product does not speak is invalid_argument', async () => {
      await expectRefused(
        owner.rpc.taxQuarters.exportQuarterlyFigures({
          accountId: owner.order.accountId,
          ...thisQuarter,
          locale: 'de-de',
        }),
        Code.InvalidArgument,
        { field: 'locale' },
      );
    });

    it("another customer's account is not_found, for the figures and the CSV", async () => {
      await expectRefused(figuresOf(stranger.rpc, owner.order.accountId), Code.NotFound, {
        reason: 'ACCOUNT_NOT_FOUND',
      });
      await expectRefused(
        stranger.rpc.taxQuarters.exportQuarterlyFigures({
          accountId: owner.order.accountId,
          ...thisQuarter,
        }),
        Code.NotFound,
        { reason: 'ACCOUNT_NOT_FOUND' },
      );
    });

    it("the stranger's own figures hold nothing of the owner's", async () => {
      const figures = await figuresOf(stranger.rpc, stranger.order.accountId);
      expect(figures.invoiceCount).toBe(0);
      expect(figures.vatResult).toBe(0n);
    });

    it('a French account is failed_precondition', async () => {
      const french = await signUpOrderingCustomer(app());
      await expectRefused(figuresOf(french.rpc, french.order.accountId), Code.FailedPrecondition, {
        reason: 'EXPENSES_NOT_OFFERED',
      });
    });

    it('a malformed account id is invalid_argument', async () => {
      await expectRefused(figuresOf(owner.rpc, 'not-an-id'), Code.InvalidArgument, {
        field: 'account_id',
      });
    });
  });

  const checks: [string, (rpc: RpcClients, owner: OrderingCustomer) => Promise<unknown>][] = [
    ['GetQuarterlyFigures', (rpc, owner) => figuresOf(rpc, owner.order.accountId)],
    [
      'ExportQuarterlyFigures',
      (rpc, owner) =>
        rpc.taxQuarters.exportQuarterlyFigures({
          accountId: owner.order.accountId,
          ...thisQuarter,
        }),
    ],
  ];
  for (const [procedure, call] of checks) {
    describeCallerChecks(procedure, app, call, signUpSpanishCustomer);
  }
});
