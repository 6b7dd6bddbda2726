import { describe, expect, it } from 'vitest';
import { extractTicketFields } from './ticket-fields.js';

/** A supermarket's simplified invoice: one rate, the breakdown as a table under the total. */
const SUPERMARKET_TICKET = `
ULTRAMARINOS LA ESQUINA, S.A.
A46103834
C/ VALENCIA 12, 46001 VALENCIA
TELÉFONO: 963 000 000
05/02/2026 10:34  OP: 123456
FACTURA SIMPLIFICADA: 2345-012-678901
Descripción            Importe
2 LECHE ENTERA 1L         1,90
PAN DE MOLDE              1,20
CAFÉ MOLIDO 250G          3,45
ACEITE OLIVA 1L          15,45
TOTAL (€)                24,20
TARJETA BANCARIA         24,20
IVA  BASE IMPONIBLE (€)  CUOTA (€)
10%  22,00               2,20
TOTAL  22,00             2,20
`;

/** A restaurant's complete invoice, as a PDF's text layer gives it: the buyer's NIF further down. */
const RESTAURANT_INVOICE = `
RESTAURANTE CASA PEPE S.L.
CIF: B-86561412
Calle Mayor 5, 28013 Madrid
FACTURA Nº 2026/0456
Fecha: 12 de marzo de 2026
Cliente: Carmen Española Española
NIF: 12345678Z
Menú del día x2                 30,00
Vino de la casa                 12,00
Base imponible                  38,18
IVA 10%                          3,82
TOTAL                           42,00 €
`;

/** A supplier's invoice in thousands, the rate with decimals, the total labelled "a pagar". */
const SUPPLIER_INVOICE = `
Suministros Informáticos Norte SL
N.I.F. B12345674 - Tel. 944 123 456
Factura núm. F-2026-0089
Fecha factura: 2026-01-15     Fecha vencimiento: 2026-02-15
Portátil 14"                     1.200,00
Base imponible                   1.200,00
I.V.A. 21,00 %                     252,00
Total a pagar                    1.452,00 EUR
`;

/** An OCR reading of a crumpled petrol-station ticket: a letter read for a digit, stray marks. */
const NOISY_FUEL_TICKET = `
ESTACION DE SERVICIO EL CRUCE S.L
NIF B-1234S674
Ctra. N-II km 25 ,  Alcala
Ticket: 000456  Fecha 03-02-26 08:15
GASOLEO A  40,12 L x 1,499  60,14
B.I. 49,70   IVA 21%  10,44
T0TAL     60,14
`;

describe('extractTicketFields', () => {
  it('reads a supermarket ticket whose breakdown is a table of rate, base and cuota', () => {
    expect(extractTicketFields(SUPERMARKET_TICKET)).toEqual({
      supplierNif: 'A46103834',
      supplierName: 'ULTRAMARINOS LA ESQUINA, S.A.',
      number: '2345-012-678901',
      date: '2026-02-05',
      base: 22_00n,
      ivaRate: 0.1,
      iva: 2_20n,
      total: 24_20n,
    });
  });

  it('reads a complete invoice: the supplier’s NIF, not the buyer’s, and a date in words', () => {
    expect(extractTicketFields(RESTAURANT_INVOICE)).toEqual({
      supplierNif: 'B86561412',
      supplierName: 'RESTAURANTE CASA PEPE S.L.',
      number: '2026/0456',
      date: '2026-03-12',
      base: 38_18n,
      ivaRate: 0.1,
      iva: 3_82n,
      total: 42_00n,
    });
  });

  it('reads amounts with thousands separators and the invoice date, not the due date', () => {
    expect(extractTicketFields(SUPPLIER_INVOICE)).toEqual({
      supplierNif: 'B12345674',
      supplierName: 'Suministros Informáticos Norte SL',
      number: 'F-2026-0089',
      date: '2026-01-15',
      base: 1_200_00n,
      ivaRate: 0.21,
      iva: 252_00n,
      total: 1_452_00n,
    });
  });

  it('reads a noisy ticket: an S read for a 5 in the NIF, a two-digit year, T0TAL', () => {
    expect(extractTicketFields(NOISY_FUEL_TICKET)).toEqual({
      supplierNif: 'B12345674',
      supplierName: 'ESTACION DE SERVICIO EL CRUCE S.L',
      number: '000456',
      date: '2026-02-03',
      base: 49_70n,
      ivaRate: 0.21,
      iva: 10_44n,
      total: 60_14n,
    });
  });

  it('completes the total from base and IVA when the total was misread', () => {
    const fields = extractTicketFields(`
      Base imponible 41,32
      IVA 21% 8,68
      TOTAL 5O,OO
    `);
    expect(fields).toMatchObject({ base: 41_32n, ivaRate: 0.21, iva: 8_68n, total: 50_00n });
  });

  it('derives base and IVA from a total "IVA incluido" and the rate printed', () => {
    const fields = extractTicketFields(`
      Taxi Madrid Centro
      TOTAL 12,10 € (IVA 10% incluido)
    `);
    expect(fields).toMatchObject({ base: 11_00n, ivaRate: 0.1, iva: 1_10n, total: 12_10n });
  });

  it('infers the rate from base and IVA when no percentage was read', () => {
    const fields = extractTicketFields(`
      Base 250,00
      Cuota IVA 10,00
    `);
    expect(fields).toMatchObject({ base: 250_00n, ivaRate: 0.04, iva: 10_00n, total: 260_00n });
  });

  it('reads a number after "N." and skips the label of a simplified invoice', () => {
    expect(extractTicketFields('FACTURA SIMPLIFICADA\nN. T-2026/000457').number).toBe(
      'T-2026/000457',
    );
  });

  it('leaves out a NIF whose control character does not verify', () => {
    expect(extractTicketFields('Papelería Sol\nNIF: B12345675\nTotal 10,00').supplierNif).toBe('');
  });

  it('leaves out an impossible date and finds nothing in an empty text', () => {
    expect(extractTicketFields('Fecha: 31/02/2026').date).toBe('');
    expect(extractTicketFields('')).toEqual({
      supplierNif: '',
      supplierName: '',
      number: '',
      date: '',
    });
  });

  it('does not take a date or a percentage for an amount', () => {
    const fields = extractTicketFields('Fecha 05.02.2026\nIVA 21,00 %\nTotal 121,00\nBase 100,00');
    expect(fields).toMatchObject({
      date: '2026-02-05',
      base: 100_00n,
      iva: 21_00n,
      total: 121_00n,
    });
  });
});
