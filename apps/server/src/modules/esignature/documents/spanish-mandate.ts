import type { SpanishAnswers } from '@foundly/domain';
import { PdfWriter } from './pdf-writer.js';
import { formatDayMonthYear, formatLongDate, formatSpanishAddress } from './document-data.js';

/** Groups of four, as an IBAN is printed. */
function formatIban(iban: string | undefined): string {
  return (iban ?? '')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The representation mandate (otorgamiento de representación) by which a
 * Spanish founder authorises the formation team to act for them before the
 * tax agency (AEAT) and the social security treasury (TGSS): census
 * registration (modelo 036/037), registration as self-employed (RETA) and the
 * direct debit of contributions from their IBAN. In Spanish; missing answers
 * print as blank lines.
 */
export async function buildSpanishMandate(input: {
  answers: SpanishAnswers;
  representative: string;
  date: Date;
}): Promise<Buffer> {
  const person = input.answers.spanishPersonalInformation;
  const business = input.answers.businessInformation;
  const name = person?.fullName ?? '';
  const writer = await PdfWriter.create('Mandato de representación', input.date);
  writer
    .title('Otorgamiento de representación')
    .paragraph(
      'Representación voluntaria ante la Agencia Estatal de Administración Tributaria (AEAT) y la Tesorería General de la Seguridad Social (TGSS).',
    )
    .heading('Otorgante')
    .field('Nombre y apellidos', name)
    .field('NIF / NIE', person?.idNumber)
    .field('Fecha de nacimiento', formatDayMonthYear(person?.dateOfBirth))
    .field('Nacionalidad', person?.nationality)
    .field('Domicilio', formatSpanishAddress(person?.address))
    .field('Domicilio fiscal', formatSpanishAddress(person?.fiscalAddress ?? person?.address))
    .heading('Representante')
    .field('Nombre', input.representative)
    .heading('Alcance de la representación')
    .paragraph(
      `El otorgante confiere su representación a ${input.representative} para que, en su nombre, realice los siguientes trámites:`,
    )
    .paragraph(
      '1. Ante la AEAT: presentación de la declaración censal de alta (modelo 036 o 037) y de sus modificaciones.',
    )
    .paragraph(
      '2. Ante la TGSS: alta en el Régimen Especial de Trabajadores Autónomos (RETA), elección de la base de cotización y de la mutua colaboradora.',
    )
    .paragraph(
      '3. Domiciliación bancaria de las cuotas de la Seguridad Social en la cuenta indicada a continuación.',
    )
    .field('IBAN para la domiciliación', formatIban(business?.iban))
    .field('Actividad', business?.activityDescription)
    .field('Fecha prevista de inicio', formatDayMonthYear(business?.expectedStartDate))
    .paragraph(
      'La presente representación se otorga por tiempo indefinido y puede revocarse en cualquier momento.',
    )
    .signatureBlock([
      `Firmado el ${formatLongDate(input.date, 'es-ES', 'Europe/Madrid')}`,
      `Firma del otorgante: ${name}`,
    ]);
  return writer.toBytes();
}
