import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  renderEmail,
  type EmailContent,
  type PaymentReceipt,
  type PaymentRefund,
} from './email-templates.js';

const RECEIPT: PaymentReceipt = {
  productName: 'Alta de autónomo',
  netCents: 5_900,
  vatCents: 1_239,
  vatRate: 0.21,
  totalCents: 7_139,
  currency: 'EUR',
  isSubscription: false,
  orderId: '0b7e2c1a-5d4f-4a3b-9c8d-7e6f5a4b3c2d',
  paidAt: new Date('2026-03-15T12:00:00Z'),
};
const LINK = 'https://app.example.com/es/es-es';

describe('the payment-receipt e-mail', () => {
  it.each([
    [
      'en-gb',
      'Payment received: Alta de autónomo',
      ['Price excluding VAT: €59.00', 'VAT (21%): €12.39', 'Total paid: €71.39', '15 March 2026'],
    ],
    [
      'fr-fr',
      'Paiement reçu\u00a0: Alta de autónomo',
      [
        'Prix HT\u00a0: 59,00\u00a0€',
        'TVA (21\u00a0%)\u00a0: 12,39\u00a0€',
        'Total payé (TTC)\u00a0: 71,39\u00a0€',
        '15 mars 2026',
      ],
    ],
    [
      'es-es',
      'Pago recibido: Alta de autónomo',
      [
        'Precio sin IVA: 59,00\u00a0€',
        'IVA (21\u00a0%): 12,39\u00a0€',
        'Total pagado: 71,39\u00a0€',
        '15 de marzo de 2026',
      ],
    ],
  ])('in %s names the product, net, VAT, total and date', (locale, subject, lines) => {
    const email = renderEmail(
      { template: 'payment-receipt', link: LINK, receipt: RECEIPT },
      locale,
    );
    expect(email.subject).toBe(subject);
    expect(email.locale).toBe(locale);
    for (const line of lines) expect(email.text).toContain(line);
    expect(email.text).toContain(RECEIPT.orderId);
    expect(email.text).toContain(LINK);
    expect(email.html).toContain(`href="${LINK}"`);
  });

  it('says per month for a subscription', () => {
    const email = renderEmail(
      {
        template: 'payment-receipt',
        link: LINK,
        receipt: {
          ...RECEIPT,
          isSubscription: true,
          netCents: 4_900,
          vatCents: 1_029,
          totalCents: 5_929,
        },
      },
      'es-es',
    );
    expect(email.text).toContain('Total pagado: 59,29\u00a0€ al mes');
  });

  it('escapes the product name in HTML and falls back to English for an unknown language', () => {
    const email = renderEmail(
      {
        template: 'payment-receipt',
        link: LINK,
        receipt: { ...RECEIPT, productName: '<b>Ltd</b>' },
      },
      'de-de',
    );
    expect(email.locale).toBe('en-gb');
    expect(email.html).not.toContain('<b>Ltd</b>');
    expect(email.html).toContain('&#60;b&#62;Ltd&#60;/b&#62;');
  });
});

describe('the payment-refunded e-mail', () => {
  const REFUND: PaymentRefund = {
    reason: 'order_already_paid',
    amountCents: 35_880,
    currency: 'EUR',
    orderId: RECEIPT.orderId,
  };

  it.each([
    ['en-gb', 'Your second payment has been refunded', 'Amount refunded: €358.80'],
    ['fr-fr', 'Votre second paiement a été remboursé', 'Montant remboursé\u00a0: 358,80\u00a0€'],
    ['es-es', 'Te hemos devuelto el segundo pago', 'Importe devuelto: 358,80\u00a0€'],
  ])(
    'in %s says the amount given back, when it arrives, and the order',
    (locale, subject, amount) => {
      const email = renderEmail(
        { template: 'payment-refunded', link: LINK, refund: REFUND },
        locale,
      );
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(amount);
      expect(email.text).toContain(RECEIPT.orderId);
      expect(email.text).toMatch(/5 (to|à|a) 10/);
      expect(email.html).toContain(`href="${LINK}"`);
    },
  );

  it('explains a payment for an order that could no longer be paid', () => {
    const email = renderEmail(
      {
        template: 'payment-refunded',
        link: LINK,
        refund: { ...REFUND, reason: 'order_not_payable' },
      },
      'en-gb',
    );
    expect(email.text).toContain('an order that could no longer be paid');
  });
});

describe('the signature-request e-mail', () => {
  const DOCUMENTS = ['Statuts de la SASU', 'Déclaration de non-condamnation'];
  const SIGN_LINK = 'https://sign.example.com/requests/abc?token=x1';

  it.each([
    ['en-gb', 'Your documents are ready to sign', 'Sign my documents: '],
    ['fr-fr', 'Vos documents sont prêts à être signés', 'Signer mes documents\u00a0: '],
    ['es-es', 'Tus documentos están listos para firmar', 'Firmar mis documentos: '],
  ])(
    'in %s lists the documents and gives the link as a button and in text',
    (locale, subject, action) => {
      const email = renderEmail(
        { template: 'signature-request', link: SIGN_LINK, documentNames: DOCUMENTS },
        locale,
      );
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(`- ${DOCUMENTS[0]}\n- ${DOCUMENTS[1]}\n`);
      expect(email.text).toContain(`${action}${SIGN_LINK}`);
      expect(email.html).toContain('<li>Statuts de la SASU</li>');
      expect(email.html).toContain('<li>Déclaration de non-condamnation</li>');
      const escapedLink = SIGN_LINK.replace('&', '&#38;');
      expect(
        email.html.match(new RegExp(`href="${escapedLink.replace(/[?.]/g, '\\$&')}"`, 'g')),
      ).toHaveLength(2);
      expect(email.html).toContain(`>${escapedLink}</a>`);
    },
  );
});

describe('the documents-available e-mail', () => {
  const DOCUMENTS_LINK = 'https://app.example.com/fr/fr-fr/documents';

  it.each([
    [
      'en-gb',
      ['Kbis.pdf'],
      'A new document in your space',
      'A new document has been added to your space:',
    ],
    [
      'en-gb',
      ['Kbis.pdf', 'Statuts.pdf'],
      'New documents in your space',
      'New documents have been added to your space:',
    ],
    [
      'fr-fr',
      ['Kbis.pdf'],
      'Un nouveau document dans votre espace',
      'Un nouveau document a été ajouté à votre espace\u00a0:',
    ],
    [
      'fr-fr',
      ['Kbis.pdf', 'Statuts.pdf'],
      'De nouveaux documents dans votre espace',
      'De nouveaux documents ont été ajoutés à votre espace\u00a0:',
    ],
    [
      'es-es',
      ['Resguardo.pdf'],
      'Un documento nuevo en tu espacio',
      'Hemos añadido un documento nuevo a tu espacio:',
    ],
    [
      'es-es',
      ['Resguardo.pdf', 'Alta.pdf'],
      'Documentos nuevos en tu espacio',
      'Hemos añadido documentos nuevos a tu espacio:',
    ],
  ])('in %s with %j says "%s" and links to the documents page', (locale, names, subject, intro) => {
    const email = renderEmail(
      { template: 'documents-available', link: DOCUMENTS_LINK, documentNames: names },
      locale,
    );
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(intro);
    for (const name of names) {
      expect(email.text).toContain(`- ${name}`);
      expect(email.html).toContain(`<li>${name}</li>`);
    }
    expect(email.text).toContain(DOCUMENTS_LINK);
    expect(email.html).toContain(`href="${DOCUMENTS_LINK}"`);
  });
});

describe('the status-changed e-mail', () => {
  function renderStatus(
    locale: string,
    status: string,
    options: { country?: CountryCode; legalForm?: LegalForm; companyName?: string } = {},
  ) {
    return renderEmail(
      {
        template: 'status-changed',
        link: LINK,
        status,
        country: options.country ?? CountryCode.FR,
        legalForm: options.legalForm ?? LegalForm.SASU,
        companyName: options.companyName ?? '',
      },
      locale,
    );
  }

  // Every status an order can move into, for a French SASU (the base wording).
  it.each([
    ['PLACED', 'en-gb', 'Order confirmed', 'answer the questionnaire in your space'],
    ['PLACED', 'fr-fr', 'Commande confirmée', 'répondez au questionnaire dans votre espace'],
    ['PLACED', 'es-es', 'Pedido confirmado', 'responde al cuestionario en tu espacio'],
    [
      'WAITING_QUESTIONS',
      'en-gb',
      'A few corrections needed',
      'We need a few corrections: please review your answers',
    ],
    [
      'WAITING_QUESTIONS',
      'fr-fr',
      'Quelques corrections à apporter',
      'Nous avons besoin de quelques corrections\u00a0: merci de relire vos réponses',
    ],
    [
      'WAITING_QUESTIONS',
      'es-es',
      'Necesitamos algunas correcciones',
      'Necesitamos algunas correcciones: revisa tus respuestas',
    ],
    [
      'WAITING_ESIGNATURE',
      'en-gb',
      'Documents ready to sign',
      'you will find the signing link in your space',
    ],
    [
      'WAITING_ESIGNATURE',
      'fr-fr',
      'Documents prêts à être signés',
      'vous trouverez le lien de signature dans votre espace',
    ],
    [
      'WAITING_ESIGNATURE',
      'es-es',
      'Documentos listos para firmar',
      'encontrarás el enlace de firma en tu espacio',
    ],
    [
      'QUESTIONNAIRE_RECEIVED',
      'en-gb',
      'Questionnaire received',
      'We have received your questionnaire.',
    ],
    [
      'QUESTIONNAIRE_RECEIVED',
      'fr-fr',
      'Questionnaire reçu',
      'Nous avons bien reçu votre questionnaire.',
    ],
    ['QUESTIONNAIRE_RECEIVED', 'es-es', 'Cuestionario recibido', 'Hemos recibido tu cuestionario.'],
    [
      'PROCESSING_QUESTIONNAIRE',
      'en-gb',
      'We are reviewing your questionnaire',
      'Our formation team is reviewing your answers.',
    ],
    [
      'PROCESSING_QUESTIONNAIRE',
      'fr-fr',
      'Questionnaire en cours de vérification',
      'Notre équipe de formalités vérifie vos réponses.',
    ],
    [
      'PROCESSING_QUESTIONNAIRE',
      'es-es',
      'Estamos revisando tu cuestionario',
      'Nuestro equipo está revisando tus respuestas.',
    ],
    [
      'QUESTIONNAIRE_APPROVED',
      'en-gb',
      'Questionnaire approved',
      'Next comes the deposit of your share capital',
    ],
    ['QUESTIONNAIRE_APPROVED', 'fr-fr', 'Questionnaire validé', 'le dépôt de votre capital social'],
    [
      'QUESTIONNAIRE_APPROVED',
      'es-es',
      'Cuestionario aprobado',
      'el depósito de tu capital social',
    ],
    [
      'AWAITING_CD',
      'en-gb',
      'Deposit your share capital',
      'please deposit your share capital from your space',
    ],
    [
      'AWAITING_CD',
      'fr-fr',
      'Déposez votre capital social',
      'déposez votre capital social depuis votre espace',
    ],
    [
      'AWAITING_CD',
      'es-es',
      'Deposita tu capital social',
      'deposita tu capital social desde tu espacio',
    ],
    [
      'PROCESSING_PUBLICATION',
      'en-gb',
      'Legal notice being published',
      'We are publishing the legal notice',
    ],
    [
      'PROCESSING_PUBLICATION',
      'fr-fr',
      'Annonce légale en cours de publication',
      'Nous publions l’annonce légale',
    ],
    [
      'PROCESSING_PUBLICATION',
      'es-es',
      'Publicación del anuncio legal en curso',
      'Estamos publicando el anuncio legal',
    ],
    [
      'PUBLICATION_RECEIVED',
      'en-gb',
      'Legal notice published',
      'The legal notice of your company has been published.',
    ],
    [
      'PUBLICATION_RECEIVED',
      'fr-fr',
      'Annonce légale publiée',
      'L’annonce légale de votre société est publiée.',
    ],
    [
      'PUBLICATION_RECEIVED',
      'es-es',
      'Anuncio legal publicado',
      'El anuncio legal de tu sociedad ya está publicado.',
    ],
    [
      'PROCESSING_REGISTRY',
      'en-gb',
      'Registration in progress',
      'registration of your company with the guichet unique',
    ],
    [
      'PROCESSING_REGISTRY',
      'fr-fr',
      'Immatriculation en cours',
      'immatriculation de votre société auprès du guichet unique',
    ],
    [
      'PROCESSING_REGISTRY',
      'es-es',
      'Inscripción en curso',
      'inscripción de tu sociedad en el guichet unique',
    ],
    [
      'COMPANY_FORMED',
      'en-gb',
      'Your company is registered',
      'its Kbis extract will be in your documents',
    ],
    [
      'COMPANY_FORMED',
      'fr-fr',
      'Votre société est immatriculée',
      'son extrait Kbis sera disponible dans vos documents',
    ],
    [
      'COMPANY_FORMED',
      'es-es',
      'Tu sociedad está inscrita',
      'su extracto Kbis estará en tus documentos',
    ],
    [
      'AWAITING_FUNDS',
      'en-gb',
      'Release of your share capital',
      'so that it releases your share capital',
    ],
    [
      'AWAITING_FUNDS',
      'fr-fr',
      'Déblocage de votre capital social',
      'pour qu’elle débloque votre capital social',
    ],
    [
      'AWAITING_FUNDS',
      'es-es',
      'Liberación de tu capital social',
      'para que libere tu capital social',
    ],
    ['COMPLETED', 'en-gb', 'Your formation is complete', 'all your documents are in your space'],
    [
      'COMPLETED',
      'fr-fr',
      'Votre création est terminée',
      'tous vos documents sont dans votre espace',
    ],
    [
      'COMPLETED',
      'es-es',
      'La creación de tu empresa está completada',
      'todos tus documentos están en tu espacio',
    ],
    [
      'PROCESSING_AEAT',
      'en-gb',
      'Registration with the tax agency',
      'We are registering you with the tax agency (AEAT)',
    ],
    [
      'PROCESSING_AEAT',
      'fr-fr',
      'Inscription auprès de l’administration fiscale',
      'Nous procédons à votre inscription auprès de l’administration fiscale (AEAT)',
    ],
    [
      'PROCESSING_AEAT',
      'es-es',
      'Alta en la Agencia Tributaria en curso',
      'Te estamos dando de alta en la Agencia Tributaria (AEAT)',
    ],
    [
      'PROCESSING_TGSS',
      'en-gb',
      'Registration with social security',
      'We are now registering you with social security (TGSS)',
    ],
    [
      'PROCESSING_TGSS',
      'fr-fr',
      'Inscription auprès de la sécurité sociale',
      'votre inscription auprès de la sécurité sociale (TGSS)',
    ],
    [
      'PROCESSING_TGSS',
      'es-es',
      'Alta en la Seguridad Social en curso',
      'Ahora te estamos dando de alta en la Seguridad Social (TGSS)',
    ],
    ['CANCELED', 'en-gb', 'Order cancelled', 'Your order has been cancelled.'],
    ['CANCELED', 'fr-fr', 'Commande annulée', 'Votre commande a été annulée.'],
    ['CANCELED', 'es-es', 'Pedido cancelado', 'Tu pedido se ha cancelado.'],
    ['DECLINED', 'en-gb', 'We cannot go ahead with your file', 'Please contact our support team'],
    [
      'DECLINED',
      'fr-fr',
      'Nous ne pouvons pas donner suite à votre dossier',
      'Contactez notre équipe d’assistance',
    ],
    [
      'DECLINED',
      'es-es',
      'No podemos continuar con tu expediente',
      'Contacta con nuestro equipo de soporte',
    ],
  ])('%s in %s is "%s" and says "%s"', (status, locale, subject, sentence) => {
    const email = renderStatus(locale, status);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(sentence);
    expect(email.html).toContain(escapeForTest(sentence));
    expect(email.text).toContain(LINK);
    expect(email.html).toContain(`href="${LINK}"`);
  });

  it.each([
    ['en-gb', 'Atelier Lumière: Questionnaire approved'],
    ['fr-fr', 'Atelier Lumière\u00a0: Questionnaire validé'],
    ['es-es', 'Atelier Lumière: Cuestionario aprobado'],
  ])('in %s names the company in the subject when it is known', (locale, subject) => {
    const email = renderStatus(locale, 'QUESTIONNAIRE_APPROVED', {
      companyName: '  Atelier\nLumière ',
    });
    expect(email.subject).toBe(subject);
  });

  it.each([
    [
      'a Spanish file',
      'QUESTIONNAIRE_APPROVED',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      'es-es',
      'Cuestionario aprobado',
      'recibirás el mandato de representación para firmarlo',
    ],
    [
      'a Spanish file',
      'QUESTIONNAIRE_APPROVED',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      'en-gb',
      'Questionnaire approved',
      'You will now receive the representation mandate to sign',
    ],
    [
      'a Spanish file',
      'COMPANY_FORMED',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      'es-es',
      'Ya estás de alta',
      'Ya estás de alta en la Agencia Tributaria (AEAT) y en la Seguridad Social (TGSS)',
    ],
    [
      'a Spanish file',
      'COMPANY_FORMED',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      'fr-fr',
      'Votre inscription est faite',
      'votre inscription auprès de l’administration fiscale (AEAT) et de la sécurité sociale (TGSS) est faite',
    ],
    [
      'a Spanish file',
      'COMPLETED',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      'es-es',
      'Alta completada',
      'Tu alta está completada',
    ],
    [
      'a micro-entreprise',
      'PROCESSING_REGISTRY',
      CountryCode.FR,
      LegalForm.MICROENTERPRISE,
      'fr-fr',
      'Immatriculation en cours',
      'Vous recevrez votre numéro SIRET dès son immatriculation',
    ],
    [
      'a micro-entreprise',
      'COMPANY_FORMED',
      CountryCode.FR,
      LegalForm.MICROENTERPRISE,
      'en-gb',
      'Your micro-entreprise is registered',
      'with your SIRET number',
    ],
    [
      'a micro-entreprise',
      'QUESTIONNAIRE_APPROVED',
      CountryCode.FR,
      LegalForm.MICROENTERPRISE,
      'es-es',
      'Cuestionario aprobado',
      'la declaración de tu micro-entreprise en el guichet unique',
    ],
    [
      'a UK company',
      'PROCESSING_REGISTRY',
      CountryCode.UK,
      LegalForm.LTD,
      'en-gb',
      'Incorporation in progress',
      'with Companies House',
    ],
    [
      'a UK company',
      'COMPANY_FORMED',
      CountryCode.UK,
      LegalForm.LTD,
      'en-gb',
      'Your company is incorporated',
      'its certificate of incorporation will be in your documents',
    ],
    [
      'a UK company',
      'AWAITING_FUNDS',
      CountryCode.UK,
      LegalForm.LTD,
      'fr-fr',
      'Déblocage de votre capital social',
      'Nous avons transmis le certificat d’immatriculation à la banque',
    ],
  ])(
    'for %s, %s in %s is "%s" and says "%s"',
    (_file, status, country, legalForm, locale, subject, sentence) => {
      const email = renderStatus(locale, status, { country, legalForm });
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(sentence);
    },
  );

  // Every status an SL or SA moves into after the signature, in its own terms.
  it.each([
    ['QUESTIONNAIRE_APPROVED', 'en-gb', 'Questionnaire approved', 'your company name certificate'],
    ['QUESTIONNAIRE_APPROVED', 'fr-fr', 'Questionnaire approuvé', 'le certificat de dénomination'],
    [
      'QUESTIONNAIRE_APPROVED',
      'es-es',
      'Cuestionario aprobado',
      'la certificación negativa del nombre',
    ],
    [
      'PROCESSING_NAME_CERTIFICATE',
      'en-gb',
      'Name certificate requested',
      'Registro Mercantil Central',
    ],
    [
      'PROCESSING_NAME_CERTIFICATE',
      'fr-fr',
      'Certificat de dénomination demandé',
      'Registro Mercantil Central',
    ],
    [
      'PROCESSING_NAME_CERTIFICATE',
      'es-es',
      'Certificación negativa del nombre solicitada',
      'certificación negativa de la denominación',
    ],
    ['AWAITING_CD', 'en-gb', 'Pay in your share capital', 'the bank’s certificate of the deposit'],
    ['AWAITING_CD', 'fr-fr', 'Déposez votre capital social', 'du certificat de dépôt de la banque'],
    [
      'AWAITING_CD',
      'es-es',
      'Desembolsa el capital social',
      'el certificado de depósito del banco',
    ],
    [
      'AWAITING_DEED',
      'en-gb',
      'Sign the deed before the notary',
      'deed of incorporation before a notary',
    ],
    [
      'AWAITING_DEED',
      'fr-fr',
      'Signature de l’acte devant notaire',
      'l’acte de constitution devant notaire',
    ],
    [
      'AWAITING_DEED',
      'es-es',
      'Firma de la escritura ante notario',
      'la escritura de constitución ante notario',
    ],
    ['PROCESSING_AEAT', 'en-gb', 'Provisional NIF requested', 'provisional NIF'],
    ['PROCESSING_AEAT', 'fr-fr', 'NIF provisoire demandé', 'NIF provisoire'],
    ['PROCESSING_AEAT', 'es-es', 'NIF provisional solicitado', 'NIF provisional'],
    ['PROCESSING_REGISTRY', 'en-gb', 'Registration at the Registro Mercantil', 'legal personality'],
    [
      'PROCESSING_REGISTRY',
      'fr-fr',
      'Immatriculation au Registro Mercantil',
      'personnalité juridique',
    ],
    [
      'PROCESSING_REGISTRY',
      'es-es',
      'Inscripción en el Registro Mercantil',
      'personalidad jurídica',
    ],
    ['COMPANY_FORMED', 'en-gb', 'Your company is registered', 'definitive NIF'],
    ['COMPANY_FORMED', 'fr-fr', 'Votre société est immatriculée', 'NIF définitif'],
    ['COMPANY_FORMED', 'es-es', 'Tu sociedad está inscrita', 'NIF definitivo'],
    ['COMPLETED', 'en-gb', 'Your company is formed', 'definitive NIF'],
    ['COMPLETED', 'fr-fr', 'Votre société est constituée', 'NIF définitif'],
    ['COMPLETED', 'es-es', 'Tu sociedad está constituida', 'NIF definitivo'],
  ])(
    'for a Spanish SL or SA, %s in %s is "%s" and says "%s"',
    (status, locale, subject, sentence) => {
      for (const legalForm of [LegalForm.SL, LegalForm.SA]) {
        const email = renderStatus(locale, status, { country: CountryCode.ES, legalForm });
        expect(email.subject).toBe(subject);
        expect(email.text).toContain(sentence);
        expect(email.text).not.toContain('TGSS');
      }
    },
  );

  it.each([
    ['en-gb', 'Your file has been updated'],
    ['fr-fr', 'Votre dossier a avancé'],
    ['es-es', 'Tu expediente ha avanzado'],
  ])('in %s falls back to a general sentence for a status it does not know', (locale, subject) => {
    expect(renderStatus(locale, 'NOT_A_STATUS').subject).toBe(subject);
    expect(renderStatus(locale, 'constructor').subject).toBe(subject);
  });
});

describe('every template', () => {
  const HOSTILE = `<script>alert("x")</script>&'`;
  const ESCAPED = '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;&#39;';
  const HOSTILE_LINK = 'https://app.example.com/x?a=1&b="><img src=x>';

  it.each<[string, EmailContent]>([
    [
      'signature-request',
      { template: 'signature-request', link: HOSTILE_LINK, documentNames: [HOSTILE] },
    ],
    [
      'documents-available',
      { template: 'documents-available', link: HOSTILE_LINK, documentNames: [HOSTILE] },
    ],
    [
      'status-changed',
      {
        template: 'status-changed',
        link: HOSTILE_LINK,
        status: 'COMPANY_FORMED',
        country: CountryCode.FR,
        legalForm: LegalForm.SASU,
        companyName: HOSTILE,
      },
    ],
    ['verify-email', { template: 'verify-email', link: HOSTILE_LINK }],
  ])('%s escapes names and links in its HTML', (_template, content) => {
    const email = renderEmail(content, 'fr-fr');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('"><img');
    expect(email.html).toContain(
      'href="https://app.example.com/x?a=1&#38;b=&#34;&#62;&#60;img src=x&#62;"',
    );
    if (content.template !== 'verify-email' && content.template !== 'status-changed') {
      expect(email.html).toContain(ESCAPED);
      expect(email.text).toContain(HOSTILE);
    }
  });
});

function escapeForTest(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
