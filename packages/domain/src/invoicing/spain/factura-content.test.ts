import { CommercialDocumentKind, OperationNature } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getLegalMentions } from '../legal-mentions.js';
import {
  getFacturaExemption,
  toFactura,
  validateFacturaContent,
  type FacturaContent,
} from './factura-content.js';

function content(overrides: Partial<FacturaContent> = {}): FacturaContent {
  return {
    kind: CommercialDocumentKind.INVOICE,
    invoiceDate: '2026-03-02',
    hasDueDate: false,
    dueDate: '',
    customer: {
      id: '',
      companyName: 'Cliente SL',
      email: '',
      isBusiness: true,
      registrationNumber: '',
      vatNumber: '',
      nif: 'B12345674',
    },
    iban: '',
    delayedInterestRate: 0,
    taxRate: 0.21,
    lineItems: [
      {
        description: 'Consultoría',
        quantity: 1,
        unitPrice: 100_00n,
        discountRate: 0,
        ivaExemption: '',
      },
    ],
    language: 'es-es',
    operationNature: OperationNature.UNSPECIFIED,
    supplyDate: '',
    notes: '',
    irpfRate: 0.15,
    simplified: false,
    ...overrides,
  };
}

const fields = (value: FacturaContent) =>
  validateFacturaContent(value).map(({ field, message }) => `${field} ${message}`);

describe('validateFacturaContent', () => {
  it('takes a complete factura with 15 % IRPF', () => {
    expect(fields(content())).toEqual([]);
  });

  it('refuses an IVA rate Spain does not have, on the document or a line', () => {
    const value = content({ taxRate: 0.2 });
    value.lineItems = [{ ...value.lineItems[0]!, taxRate: 0.05 }];
    expect(fields(value)).toEqual([
      'content.tax_rate accounting.errors.ivaRate',
      'content.line_items[0].tax_rate accounting.errors.ivaRate',
    ]);
  });

  it('refuses IRPF to a consumer and a rate that is neither 15 % nor 7 %', () => {
    const consumer = content();
    consumer.customer = { ...consumer.customer!, isBusiness: false };
    expect(fields(consumer)).toEqual(['content.irpf_rate accounting.errors.irpfConsumer']);
    expect(fields(content({ irpfRate: 0.19 }))).toEqual([
      'content.irpf_rate accounting.errors.irpfRate',
    ]);
    expect(fields(content({ irpfRate: 0.07 }))).toEqual([]);
  });

  it('refuses a Spanish NIF with a wrong control letter, not a foreign tax number', () => {
    const wrong = content();
    wrong.customer = { ...wrong.customer!, nif: '12345678A' };
    expect(fields(wrong)).toEqual(['content.customer.nif accounting.errors.nif']);
    const foreign = content();
    foreign.customer = {
      ...foreign.customer!,
      nif: 'FR44732829320',
      address: { countryCode: 'FR' },
    };
    expect(fields(foreign)).toEqual([]);
  });

  it('takes one exemption code for the lines at 0 % only', () => {
    const line = { description: 'Curso', quantity: 1, unitPrice: 50_00n, discountRate: 0 };
    const exempt = content({
      lineItems: [
        { ...line, taxRate: 0, ivaExemption: 'E1' },
        { ...line, taxRate: 0, ivaExemption: 'E2' },
        { ...line, ivaExemption: 'E1' },
        { ...line, taxRate: 0, ivaExemption: 'E9' },
      ],
    });
    expect(fields(exempt)).toEqual([
      'content.line_items[1].iva_exemption accounting.errors.exemption',
      'content.line_items[2].iva_exemption accounting.errors.exemption',
      'content.line_items[3].iva_exemption accounting.errors.exemption',
    ]);
    expect(getFacturaExemption(exempt)).toBe('E1');
  });
});

describe('toFactura', () => {
  it('gives each line its effective rate and names the recipient by its NIF', () => {
    const factura = toFactura(content(), { nif: '12345678Z', name: 'Lucía García López' });
    expect(factura.lineItems[0]!.taxRate).toBe(0.21);
    expect(factura.recipient).toMatchObject({ nif: 'B12345674', isBusiness: true });
  });
});

describe('Spanish legal mentions', () => {
  it('a rectificativa names the invoice it corrects; an exempt operation its provision', () => {
    const mentions = getLegalMentions({
      country: 'ES',
      kind: CommercialDocumentKind.CREDIT_NOTE,
      language: 'es-es',
      currency: 'EUR',
      seller: undefined,
      customerIsBusiness: true,
      delayedInterestRate: 0,
      invoiceDate: '2026-03-02',
      supplyDate: '',
      sourceDocumentNumber: 'F-2026-0001',
      sourceDocumentDate: '2026-03-01',
      operationNature: OperationNature.UNSPECIFIED,
      ivaExemption: 'E1',
    });
    expect(mentions.map((mention) => mention.text)).toEqual([
      'Factura rectificativa de la factura F-2026-0001 de 1 de marzo de 2026.',
      'Operación exenta de IVA: Art. 20 Ley 37/1992.',
    ]);
  });
});
