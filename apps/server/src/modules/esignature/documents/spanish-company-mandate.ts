import {
  SPANISH_PROVINCES,
  type SpanishCompanyAnswers,
  type SpanishCompanyForm,
} from '@foundly/domain';
import { LegalForm, SpanishPartyKind } from '@foundly/proto';
import { formatAmount, formatLongDate } from './document-data.js';
import { PdfWriter } from './pdf-writer.js';

const FORM_NAMES: Readonly<Record<SpanishCompanyForm, string>> = {
  [LegalForm.SL]: 'sociedad de responsabilidad limitada (SL)',
  [LegalForm.SA]: 'sociedad anónima (SA)',
};

function formatOffice(office: SpanishCompanyAnswers['registeredOffice']): string {
  if (!office) return '';
  const province = office.province ? SPANISH_PROVINCES[office.province]?.[0] : undefined;
  return [
    [office.streetName, office.streetNumber].filter(Boolean).join(', '),
    office.buildingNumber,
    [office.postalCode, office.city].filter(Boolean).join(' '),
    province,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The mandate by which the founders of an SL or SA authorise the formation
 * team to form the company for them: ask the Registro Mercantil Central for
 * the certificación negativa of its name, prepare the deed with the notary
 * they choose, ask the AEAT for the provisional and definitive NIF (modelo
 * 036), and file the deed with the Registro Mercantil of the registered
 * office. Signing the deed itself stays the founders' (before the notary).
 * In Spanish; missing answers print as blank lines.
 */
export async function buildSpanishCompanyMandate(input: {
  answers: SpanishCompanyAnswers;
  form: SpanishCompanyForm;
  representative: string;
  date: Date;
}): Promise<Buffer> {
  const { answers, form, representative } = input;
  const shareholders = answers.shareholders?.shareholders ?? [];
  const names = answers.names?.choices ?? [];
  const writer = await PdfWriter.create('Mandato de constitución', input.date);
  writer
    .title('Mandato para la constitución de una sociedad')
    .paragraph(
      `Constitución de una ${FORM_NAMES[form]} conforme a la Ley de Sociedades de Capital.`,
    )
    .heading('Otorgantes (socios fundadores)');
  shareholders.forEach((shareholder, index) => {
    writer.field(
      `Socio ${index + 1}`,
      `${shareholder.name ?? ''} (${shareholder.kind === SpanishPartyKind.COMPANY ? 'NIF' : 'NIF / NIE'} ${shareholder.idNumber ?? ''})`,
    );
  });
  writer
    .heading('La sociedad')
    .field('Denominaciones, por orden de preferencia', names.join(' / '))
    .field('Domicilio social', formatOffice(answers.registeredOffice))
    .field('Objeto social', answers.corporatePurpose?.description)
    .field('CNAE-2009', (answers.corporatePurpose?.cnaeCodes ?? []).join(', '))
    .field(
      'Capital social',
      answers.shareCapital?.capital === undefined
        ? ''
        : formatAmount(answers.shareCapital.capital / 100, 'es-ES', 'EUR'),
    )
    .field(
      'Valor nominal de cada participación o acción',
      answers.shareCapital?.nominalValue === undefined
        ? ''
        : formatAmount(answers.shareCapital.nominalValue / 100, 'es-ES', 'EUR'),
    )
    .heading('Representante')
    .field('Nombre', representative)
    .heading('Alcance del mandato')
    .paragraph(
      `Los otorgantes confieren su representación a ${representative} para que, en su nombre, realice los siguientes trámites:`,
    )
    .paragraph(
      '1. Solicitar al Registro Mercantil Central la certificación negativa de denominación, con las denominaciones indicadas por orden de preferencia.',
    )
    .paragraph(
      '2. Preparar con el notario elegido la escritura de constitución y los estatutos, que firmarán los otorgantes ante él.',
    )
    .paragraph(
      '3. Solicitar a la Agencia Estatal de Administración Tributaria el NIF provisional y el definitivo de la sociedad y presentar su declaración censal (modelo 036).',
    )
    .paragraph(
      '4. Presentar la escritura para su inscripción en el Registro Mercantil del domicilio social y retirar los documentos inscritos.',
    )
    .paragraph(
      'El mandato termina con la inscripción de la sociedad y la obtención de su NIF definitivo, y puede revocarse en cualquier momento.',
    )
    .signatureBlock([
      `Firmado el ${formatLongDate(input.date, 'es-ES', 'Europe/Madrid')}`,
      `Firma de los otorgantes: ${shareholders.map((shareholder) => shareholder.name ?? '').join(', ')}`,
    ]);
  return writer.toBytes();
}
