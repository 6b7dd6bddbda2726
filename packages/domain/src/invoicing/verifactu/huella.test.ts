import { describe, expect, it } from 'vitest';
import { computeHuella, getAltaHuellaInput, getAnulacionHuellaInput } from './huella.js';

/**
 * The three examples of the AEAT's "Detalle de las especificaciones técnicas
 * para generación de la huella o hash de los registros de facturación": the
 * first registration record of a chain, the second linked to it, and the
 * cancellation of the second.
 */
const FIRST = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  Huella: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};
const FIRST_HUELLA = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND_HUELLA = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const CANCELLATION_HUELLA = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

describe('the AEAT’s official examples', () => {
  it('the first record: its text, and a fingerprint starting 3C464DAF', () => {
    const input = getAltaHuellaInput(FIRST);
    expect(input).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(computeHuella(input)).toBe(FIRST_HUELLA);
  });

  it('the second record, linked to the first: F7B94CFD…', () => {
    const input = getAltaHuellaInput({
      ...FIRST,
      NumSerieFactura: '12345679/G34',
      Huella: FIRST_HUELLA,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    });
    expect(computeHuella(input)).toBe(SECOND_HUELLA);
  });

  it('the cancellation of the second, linked to it: 177547C0…', () => {
    const input = getAnulacionHuellaInput({
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
      Huella: SECOND_HUELLA,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    });
    expect(input).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${SECOND_HUELLA}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(computeHuella(input)).toBe(CANCELLATION_HUELLA);
  });
});

describe('the fingerprint’s text', () => {
  it('values are trimmed of their leading and trailing spaces', () => {
    expect(getAltaHuellaInput({ ...FIRST, IDEmisorFactura: ' 89890001K ' })).toBe(
      getAltaHuellaInput(FIRST),
    );
  });

  it('a single character changed gives another fingerprint', () => {
    expect(computeHuella(getAltaHuellaInput({ ...FIRST, ImporteTotal: '123.46' }))).not.toBe(
      FIRST_HUELLA,
    );
  });

  it('is hashed as UTF-8: ñ is the two bytes C3 B1, not the Latin-1 byte F1', () => {
    expect(computeHuella('ñ')).toBe(
      '024BB90888CA89A15A19E9BDD8C712BFB070465FCE1EF25E43C170EA44FC5E5F',
    );
    expect(computeHuella('abc')).toBe(
      'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
    );
  });
});
