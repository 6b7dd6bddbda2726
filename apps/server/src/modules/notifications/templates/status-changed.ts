import { isSpanishCompanyForm, type Locale } from '@foundly/domain';
import { CountryCode, LegalForm, type OrderStatus } from '@foundly/proto';
import type { RenderedEmail } from '../email-content.js';
import { renderButton, renderParagraph } from './html.js';

/** The statuses an order can move into (nothing moves back to DRAFT). */
type StatusName = Exclude<keyof typeof OrderStatus, 'UNSPECIFIED' | 'DRAFT'>;

/** A short title (the subject) and what the status means for the founder and what comes next. */
interface StatusCopy {
  title: string;
  body: string;
}

/**
 * Where the steps differ from a French company (SASU, EURL), which is the base
 * wording: a micro-entreprise has no capital and gets a SIRET, a UK company is
 * registered at Companies House, a Spanish autónomo is registered with the tax
 * agency and social security, a Spanish SL or SA is registered at the Registro
 * Mercantil and given its NIF.
 */
type Variant = 'fr-micro' | 'uk' | 'es' | 'es-company';

interface StatusChangedCopy {
  subject: (title: string, companyName: string) => string;
  statuses: Record<StatusName, StatusCopy>;
  variants: Record<Variant, Partial<Record<StatusName, StatusCopy>>>;
  /** A status this template does not know (added to the proto after it). */
  unknown: StatusCopy;
  action: string;
  colon: string;
}

const STATUS_CHANGED: Record<Locale, StatusChangedCopy> = {
  'en-gb': {
    subject: (title, company) => (company ? `${company}: ${title}` : title),
    statuses: {
      PLACED: {
        title: 'Order confirmed',
        body: 'Your order is confirmed. Next, answer the questionnaire in your space so that we can prepare your file.',
      },
      WAITING_QUESTIONS: {
        title: 'A few corrections needed',
        body: 'We need a few corrections: please review your answers in your space and send the questionnaire again.',
      },
      WAITING_ESIGNATURE: {
        title: 'Documents ready to sign',
        body: 'Your documents are ready to sign: you will find the signing link in your space.',
      },
      QUESTIONNAIRE_RECEIVED: {
        title: 'Questionnaire received',
        body: 'We have received your questionnaire. Our formation team will review it shortly; there is nothing for you to do in the meantime.',
      },
      PROCESSING_QUESTIONNAIRE: {
        title: 'We are reviewing your questionnaire',
        body: 'Our formation team is reviewing your answers. If anything needs correcting we will let you know; otherwise we will move on to the next step.',
      },
      QUESTIONNAIRE_APPROVED: {
        title: 'Questionnaire approved',
        body: 'Your questionnaire has been approved. Next comes the deposit of your share capital, which you can make from your space.',
      },
      AWAITING_CD: {
        title: 'Deposit your share capital',
        body: 'Your file is ready for the capital deposit: please deposit your share capital from your space. The deposit certificate is needed to register your company.',
      },
      PROCESSING_PUBLICATION: {
        title: 'Legal notice being published',
        body: 'We are publishing the legal notice announcing the creation of your company. There is nothing for you to do.',
      },
      PUBLICATION_RECEIVED: {
        title: 'Legal notice published',
        body: 'The legal notice of your company has been published. We are now preparing its registration.',
      },
      PROCESSING_REGISTRY: {
        title: 'Registration in progress',
        body: 'We have filed the registration of your company with the guichet unique. We will let you know as soon as it is registered.',
      },
      COMPANY_FORMED: {
        title: 'Your company is registered',
        body: 'Good news: your company is registered, and its Kbis extract will be in your documents. Next, the bank releases your share capital to the company’s account.',
      },
      AWAITING_FUNDS: {
        title: 'Release of your share capital',
        body: 'We have sent the Kbis extract to the bank so that it releases your share capital to your company’s account. We will let you know once it is done.',
      },
      COMPLETED: {
        title: 'Your formation is complete',
        body: 'Your formation is complete: all your documents are in your space. Thank you for trusting Foundly.',
      },
      PROCESSING_AEAT: {
        title: 'Registration with the tax agency',
        body: 'Thank you for signing. We are registering you with the tax agency (AEAT); social security (TGSS) comes next.',
      },
      PROCESSING_TGSS: {
        title: 'Registration with social security',
        body: 'You are registered with the tax agency (AEAT). We are now registering you with social security (TGSS).',
      },
      PROCESSING_NAME_CERTIFICATE: {
        title: 'Name certificate requested',
        body: 'Thank you for signing. We have asked the Registro Mercantil Central for the certificate that your company name is available (certificación negativa).',
      },
      AWAITING_DEED: {
        title: 'Sign the deed before the notary',
        body: 'The bank has certified your share capital. Next, the founders sign the deed of incorporation before a notary; we will arrange the appointment with you.',
      },
      CANCELED: {
        title: 'Order cancelled',
        body: 'Your order has been cancelled. If you did not ask for this, or if you have any question, please contact our support team.',
      },
      DECLINED: {
        title: 'We cannot go ahead with your file',
        body: 'We are sorry: we are unable to go ahead with your file. Please contact our support team, who will explain why and what you can do.',
      },
    },
    variants: {
      'fr-micro': {
        QUESTIONNAIRE_APPROVED: {
          title: 'Questionnaire approved',
          body: 'Your questionnaire has been approved. We will now file your micro-entreprise declaration with the guichet unique.',
        },
        PROCESSING_REGISTRY: {
          title: 'Registration in progress',
          body: 'We have filed your micro-entreprise declaration with the guichet unique. You will receive your SIRET number as soon as it is registered.',
        },
        COMPANY_FORMED: {
          title: 'Your micro-entreprise is registered',
          body: 'Good news: your micro-entreprise is registered. Your registration certificate, with your SIRET number, will be in your documents.',
        },
      },
      uk: {
        PROCESSING_REGISTRY: {
          title: 'Incorporation in progress',
          body: 'We have filed the incorporation of your company with Companies House. We will let you know as soon as it is incorporated.',
        },
        COMPANY_FORMED: {
          title: 'Your company is incorporated',
          body: 'Good news: your company is incorporated at Companies House, and its certificate of incorporation will be in your documents.',
        },
        AWAITING_FUNDS: {
          title: 'Release of your share capital',
          body: 'We have sent the certificate of incorporation to the bank so that it releases your share capital to your company’s account. We will let you know once it is done.',
        },
      },
      es: {
        QUESTIONNAIRE_APPROVED: {
          title: 'Questionnaire approved',
          body: 'Your questionnaire has been approved. You will now receive the representation mandate to sign, so that we can register you with the tax agency (AEAT) and social security (TGSS).',
        },
        COMPANY_FORMED: {
          title: 'You are registered',
          body: 'Good news: you are registered with the tax agency (AEAT) and social security (TGSS), and your proofs of registration will be in your documents.',
        },
        COMPLETED: {
          title: 'Your registration is complete',
          body: 'Your registration is complete: all your documents are in your space. Thank you for trusting Foundly.',
        },
      },
      'es-company': {
        QUESTIONNAIRE_APPROVED: {
          title: 'Questionnaire approved',
          body: 'Your questionnaire has been approved. You will now receive the representation mandate to sign, so that we can ask the Registro Mercantil Central for your company name certificate.',
        },
        AWAITING_CD: {
          title: 'Pay in your share capital',
          body: 'Your company name is available. Please pay the share capital into the account opened in the name of the company being formed: the notary needs the bank’s certificate of the deposit to sign the deed.',
        },
        PROCESSING_AEAT: {
          title: 'Provisional NIF requested',
          body: 'The deed of incorporation is signed. We have asked the tax agency (AEAT) for your company’s provisional NIF.',
        },
        PROCESSING_REGISTRY: {
          title: 'Registration at the Registro Mercantil',
          body: 'We have filed the deed with the Registro Mercantil. Your company has legal personality once it is registered; we will let you know.',
        },
        COMPANY_FORMED: {
          title: 'Your company is registered',
          body: 'Good news: your company is registered at the Registro Mercantil. We are now asking the tax agency (AEAT) for its definitive NIF and filing its census declaration (modelo 036).',
        },
        COMPLETED: {
          title: 'Your company is formed',
          body: 'Your company is formed and has its definitive NIF: all your documents are in your space. Thank you for trusting Foundly.',
        },
      },
    },
    unknown: {
      title: 'Your file has been updated',
      body: 'The status of your file has changed. You can follow its progress in your space.',
    },
    action: 'Go to my dashboard',
    colon: ': ',
  },
  'fr-fr': {
    subject: (title, company) => (company ? `${company}\u00a0: ${title}` : title),
    statuses: {
      PLACED: {
        title: 'Commande confirmée',
        body: 'Votre commande est confirmée. Prochaine étape\u00a0: répondez au questionnaire dans votre espace pour que nous puissions préparer votre dossier.',
      },
      WAITING_QUESTIONS: {
        title: 'Quelques corrections à apporter',
        body: 'Nous avons besoin de quelques corrections\u00a0: merci de relire vos réponses dans votre espace et de nous renvoyer le questionnaire.',
      },
      WAITING_ESIGNATURE: {
        title: 'Documents prêts à être signés',
        body: 'Vos documents sont prêts à être signés\u00a0: vous trouverez le lien de signature dans votre espace.',
      },
      QUESTIONNAIRE_RECEIVED: {
        title: 'Questionnaire reçu',
        body: 'Nous avons bien reçu votre questionnaire. Notre équipe de formalités va l’examiner sous peu\u00a0; vous n’avez rien à faire d’ici là.',
      },
      PROCESSING_QUESTIONNAIRE: {
        title: 'Questionnaire en cours de vérification',
        body: 'Notre équipe de formalités vérifie vos réponses. Si une correction est nécessaire, nous vous le dirons\u00a0; sinon, nous passerons à l’étape suivante.',
      },
      QUESTIONNAIRE_APPROVED: {
        title: 'Questionnaire validé',
        body: 'Votre questionnaire est validé. Prochaine étape\u00a0: le dépôt de votre capital social, que vous pourrez faire depuis votre espace.',
      },
      AWAITING_CD: {
        title: 'Déposez votre capital social',
        body: 'Votre dossier est prêt pour le dépôt du capital\u00a0: déposez votre capital social depuis votre espace. L’attestation de dépôt est nécessaire pour immatriculer votre société.',
      },
      PROCESSING_PUBLICATION: {
        title: 'Annonce légale en cours de publication',
        body: 'Nous publions l’annonce légale de la création de votre société dans un journal d’annonces légales. Vous n’avez rien à faire.',
      },
      PUBLICATION_RECEIVED: {
        title: 'Annonce légale publiée',
        body: 'L’annonce légale de votre société est publiée. Nous préparons maintenant son immatriculation.',
      },
      PROCESSING_REGISTRY: {
        title: 'Immatriculation en cours',
        body: 'Nous avons déposé la demande d’immatriculation de votre société auprès du guichet unique. Nous vous préviendrons dès qu’elle sera immatriculée.',
      },
      COMPANY_FORMED: {
        title: 'Votre société est immatriculée',
        body: 'Bonne nouvelle\u00a0: votre société est immatriculée et son extrait Kbis sera disponible dans vos documents. Prochaine étape\u00a0: la banque débloque votre capital social sur le compte de la société.',
      },
      AWAITING_FUNDS: {
        title: 'Déblocage de votre capital social',
        body: 'Nous avons transmis l’extrait Kbis à la banque pour qu’elle débloque votre capital social sur le compte de votre société. Nous vous préviendrons dès que ce sera fait.',
      },
      COMPLETED: {
        title: 'Votre création est terminée',
        body: 'Votre création est terminée\u00a0: tous vos documents sont dans votre espace. Merci de votre confiance.',
      },
      PROCESSING_AEAT: {
        title: 'Inscription auprès de l’administration fiscale',
        body: 'Merci pour votre signature. Nous procédons à votre inscription auprès de l’administration fiscale (AEAT)\u00a0; viendra ensuite la sécurité sociale (TGSS).',
      },
      PROCESSING_TGSS: {
        title: 'Inscription auprès de la sécurité sociale',
        body: 'Votre inscription auprès de l’administration fiscale (AEAT) est faite. Nous procédons maintenant à votre inscription auprès de la sécurité sociale (TGSS).',
      },
      PROCESSING_NAME_CERTIFICATE: {
        title: 'Certificat de dénomination demandé',
        body: 'Merci pour votre signature. Nous avons demandé au Registro Mercantil Central le certificat de disponibilité de la dénomination de votre société (certificación negativa).',
      },
      AWAITING_DEED: {
        title: 'Signature de l’acte devant notaire',
        body: 'La banque a certifié le dépôt de votre capital social. Les associés signent maintenant l’acte de constitution devant notaire\u00a0; nous conviendrons du rendez-vous avec vous.',
      },
      CANCELED: {
        title: 'Commande annulée',
        body: 'Votre commande a été annulée. Si vous ne l’avez pas demandé, ou pour toute question, contactez notre équipe d’assistance.',
      },
      DECLINED: {
        title: 'Nous ne pouvons pas donner suite à votre dossier',
        body: 'Nous sommes désolés\u00a0: nous ne pouvons pas donner suite à votre dossier. Contactez notre équipe d’assistance, qui vous en expliquera la raison et ce que vous pouvez faire.',
      },
    },
    variants: {
      'fr-micro': {
        QUESTIONNAIRE_APPROVED: {
          title: 'Questionnaire validé',
          body: 'Votre questionnaire est validé. Nous allons maintenant déposer la déclaration de votre micro-entreprise auprès du guichet unique.',
        },
        PROCESSING_REGISTRY: {
          title: 'Immatriculation en cours',
          body: 'Nous avons déposé la déclaration de votre micro-entreprise auprès du guichet unique. Vous recevrez votre numéro SIRET dès son immatriculation.',
        },
        COMPANY_FORMED: {
          title: 'Votre micro-entreprise est immatriculée',
          body: 'Bonne nouvelle\u00a0: votre micro-entreprise est immatriculée. Votre attestation d’immatriculation, avec votre numéro SIRET, sera disponible dans vos documents.',
        },
      },
      uk: {
        PROCESSING_REGISTRY: {
          title: 'Immatriculation en cours',
          body: 'Nous avons déposé la demande d’immatriculation de votre société auprès de Companies House. Nous vous préviendrons dès qu’elle sera immatriculée.',
        },
        COMPANY_FORMED: {
          title: 'Votre société est immatriculée',
          body: 'Bonne nouvelle\u00a0: votre société est immatriculée auprès de Companies House et son certificat d’immatriculation sera disponible dans vos documents.',
        },
        AWAITING_FUNDS: {
          title: 'Déblocage de votre capital social',
          body: 'Nous avons transmis le certificat d’immatriculation à la banque pour qu’elle débloque votre capital social sur le compte de votre société. Nous vous préviendrons dès que ce sera fait.',
        },
      },
      es: {
        QUESTIONNAIRE_APPROVED: {
          title: 'Questionnaire validé',
          body: 'Votre questionnaire est validé. Vous allez recevoir le mandat de représentation à signer, afin que nous puissions procéder à votre inscription auprès de l’administration fiscale (AEAT) et de la sécurité sociale (TGSS).',
        },
        COMPANY_FORMED: {
          title: 'Votre inscription est faite',
          body: 'Bonne nouvelle\u00a0: votre inscription auprès de l’administration fiscale (AEAT) et de la sécurité sociale (TGSS) est faite, et vos justificatifs seront disponibles dans vos documents.',
        },
        COMPLETED: {
          title: 'Votre inscription est terminée',
          body: 'Votre inscription est terminée\u00a0: tous vos documents sont dans votre espace. Merci de votre confiance.',
        },
      },
      'es-company': {
        QUESTIONNAIRE_APPROVED: {
          title: 'Questionnaire approuvé',
          body: 'Votre questionnaire est approuvé. Vous allez recevoir le mandat de représentation à signer, pour que nous puissions demander au Registro Mercantil Central le certificat de dénomination de votre société.',
        },
        AWAITING_CD: {
          title: 'Déposez votre capital social',
          body: 'La dénomination de votre société est disponible. Versez le capital social sur le compte ouvert au nom de la société en formation\u00a0: le notaire a besoin du certificat de dépôt de la banque pour signer l’acte.',
        },
        PROCESSING_AEAT: {
          title: 'NIF provisoire demandé',
          body: 'L’acte de constitution est signé. Nous avons demandé à l’administration fiscale (AEAT) le NIF provisoire de votre société.',
        },
        PROCESSING_REGISTRY: {
          title: 'Immatriculation au Registro Mercantil',
          body: 'Nous avons déposé l’acte au Registro Mercantil. Votre société a la personnalité juridique une fois immatriculée\u00a0; nous vous préviendrons.',
        },
        COMPANY_FORMED: {
          title: 'Votre société est immatriculée',
          body: 'Bonne nouvelle\u00a0: votre société est immatriculée au Registro Mercantil. Nous demandons maintenant à l’administration fiscale (AEAT) son NIF définitif et déposons sa déclaration de recensement (modelo 036).',
        },
        COMPLETED: {
          title: 'Votre société est constituée',
          body: 'Votre société est constituée et dispose de son NIF définitif\u00a0: tous vos documents sont dans votre espace. Merci de votre confiance.',
        },
      },
    },
    unknown: {
      title: 'Votre dossier a avancé',
      body: 'Le statut de votre dossier a changé. Vous pouvez suivre son avancement dans votre espace.',
    },
    action: 'Accéder à mon espace',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: (title, company) => (company ? `${company}: ${title}` : title),
    statuses: {
      PLACED: {
        title: 'Pedido confirmado',
        body: 'Tu pedido está confirmado. Siguiente paso: responde al cuestionario en tu espacio para que podamos preparar tu expediente.',
      },
      WAITING_QUESTIONS: {
        title: 'Necesitamos algunas correcciones',
        body: 'Necesitamos algunas correcciones: revisa tus respuestas en tu espacio y vuelve a enviarnos el cuestionario.',
      },
      WAITING_ESIGNATURE: {
        title: 'Documentos listos para firmar',
        body: 'Tus documentos están listos para firmar: encontrarás el enlace de firma en tu espacio.',
      },
      QUESTIONNAIRE_RECEIVED: {
        title: 'Cuestionario recibido',
        body: 'Hemos recibido tu cuestionario. Nuestro equipo lo revisará en breve; mientras tanto, no tienes que hacer nada.',
      },
      PROCESSING_QUESTIONNAIRE: {
        title: 'Estamos revisando tu cuestionario',
        body: 'Nuestro equipo está revisando tus respuestas. Si hay que corregir algo, te lo diremos; si no, pasaremos al siguiente paso.',
      },
      QUESTIONNAIRE_APPROVED: {
        title: 'Cuestionario aprobado',
        body: 'Tu cuestionario está aprobado. Siguiente paso: el depósito de tu capital social, que podrás hacer desde tu espacio.',
      },
      AWAITING_CD: {
        title: 'Deposita tu capital social',
        body: 'Tu expediente está listo para el depósito de capital: deposita tu capital social desde tu espacio. El certificado de depósito es necesario para inscribir tu sociedad.',
      },
      PROCESSING_PUBLICATION: {
        title: 'Publicación del anuncio legal en curso',
        body: 'Estamos publicando el anuncio legal de la constitución de tu sociedad en un diario de anuncios legales. No tienes que hacer nada.',
      },
      PUBLICATION_RECEIVED: {
        title: 'Anuncio legal publicado',
        body: 'El anuncio legal de tu sociedad ya está publicado. Ahora preparamos su inscripción.',
      },
      PROCESSING_REGISTRY: {
        title: 'Inscripción en curso',
        body: 'Hemos presentado la solicitud de inscripción de tu sociedad en el guichet unique. Te avisaremos en cuanto esté inscrita.',
      },
      COMPANY_FORMED: {
        title: 'Tu sociedad está inscrita',
        body: '¡Buenas noticias! Tu sociedad está inscrita y su extracto Kbis estará en tus documentos. Siguiente paso: el banco libera tu capital social en la cuenta de la sociedad.',
      },
      AWAITING_FUNDS: {
        title: 'Liberación de tu capital social',
        body: 'Hemos enviado el extracto Kbis al banco para que libere tu capital social en la cuenta de tu sociedad. Te avisaremos en cuanto esté hecho.',
      },
      COMPLETED: {
        title: 'La creación de tu empresa está completada',
        body: 'La creación de tu empresa está completada: todos tus documentos están en tu espacio. Gracias por tu confianza.',
      },
      PROCESSING_AEAT: {
        title: 'Alta en la Agencia Tributaria en curso',
        body: 'Gracias por tu firma. Te estamos dando de alta en la Agencia Tributaria (AEAT); después lo haremos en la Seguridad Social (TGSS).',
      },
      PROCESSING_TGSS: {
        title: 'Alta en la Seguridad Social en curso',
        body: 'Ya estás de alta en la Agencia Tributaria (AEAT). Ahora te estamos dando de alta en la Seguridad Social (TGSS).',
      },
      PROCESSING_NAME_CERTIFICATE: {
        title: 'Certificación negativa del nombre solicitada',
        body: 'Gracias por firmar. Hemos solicitado al Registro Mercantil Central la certificación negativa de la denominación de tu sociedad.',
      },
      AWAITING_DEED: {
        title: 'Firma de la escritura ante notario',
        body: 'El banco ha certificado el desembolso del capital social. Ahora los socios firman la escritura de constitución ante notario; concertaremos la cita contigo.',
      },
      CANCELED: {
        title: 'Pedido cancelado',
        body: 'Tu pedido se ha cancelado. Si no lo has pedido tú, o si tienes cualquier duda, contacta con nuestro equipo de soporte.',
      },
      DECLINED: {
        title: 'No podemos continuar con tu expediente',
        body: 'Lo sentimos: no podemos continuar con tu expediente. Contacta con nuestro equipo de soporte, que te explicará el motivo y qué puedes hacer.',
      },
    },
    variants: {
      'fr-micro': {
        QUESTIONNAIRE_APPROVED: {
          title: 'Cuestionario aprobado',
          body: 'Tu cuestionario está aprobado. Ahora presentaremos la declaración de tu micro-entreprise en el guichet unique.',
        },
        PROCESSING_REGISTRY: {
          title: 'Inscripción en curso',
          body: 'Hemos presentado la declaración de tu micro-entreprise en el guichet unique. Recibirás tu número SIRET en cuanto esté inscrita.',
        },
        COMPANY_FORMED: {
          title: 'Tu micro-entreprise está inscrita',
          body: '¡Buenas noticias! Tu micro-entreprise está inscrita. Tu certificado de inscripción, con tu número SIRET, estará en tus documentos.',
        },
      },
      uk: {
        PROCESSING_REGISTRY: {
          title: 'Inscripción en curso',
          body: 'Hemos presentado la solicitud de inscripción de tu sociedad en Companies House. Te avisaremos en cuanto esté inscrita.',
        },
        COMPANY_FORMED: {
          title: 'Tu sociedad está inscrita',
          body: '¡Buenas noticias! Tu sociedad está inscrita en Companies House y su certificado de constitución estará en tus documentos.',
        },
        AWAITING_FUNDS: {
          title: 'Liberación de tu capital social',
          body: 'Hemos enviado el certificado de constitución al banco para que libere tu capital social en la cuenta de tu sociedad. Te avisaremos en cuanto esté hecho.',
        },
      },
      es: {
        QUESTIONNAIRE_APPROVED: {
          title: 'Cuestionario aprobado',
          body: 'Tu cuestionario está aprobado. Ahora recibirás el mandato de representación para firmarlo, y así podremos darte de alta en la Agencia Tributaria (AEAT) y en la Seguridad Social (TGSS).',
        },
        COMPANY_FORMED: {
          title: 'Ya estás de alta',
          body: '¡Buenas noticias! Ya estás de alta en la Agencia Tributaria (AEAT) y en la Seguridad Social (TGSS); tus justificantes estarán en tus documentos.',
        },
        COMPLETED: {
          title: 'Alta completada',
          body: 'Tu alta está completada: todos tus documentos están en tu espacio. Gracias por tu confianza.',
        },
      },
      'es-company': {
        QUESTIONNAIRE_APPROVED: {
          title: 'Cuestionario aprobado',
          body: 'Tu cuestionario está aprobado. Ahora recibirás el mandato de representación para firmarlo, y así podremos solicitar al Registro Mercantil Central la certificación negativa del nombre de tu sociedad.',
        },
        AWAITING_CD: {
          title: 'Desembolsa el capital social',
          body: 'La denominación de tu sociedad está disponible. Ingresa el capital social en la cuenta abierta a nombre de la sociedad en constitución: el notario necesita el certificado de depósito del banco para firmar la escritura.',
        },
        PROCESSING_AEAT: {
          title: 'NIF provisional solicitado',
          body: 'La escritura de constitución está firmada. Hemos solicitado a la Agencia Tributaria (AEAT) el NIF provisional de tu sociedad.',
        },
        PROCESSING_REGISTRY: {
          title: 'Inscripción en el Registro Mercantil',
          body: 'Hemos presentado la escritura en el Registro Mercantil. Tu sociedad tiene personalidad jurídica una vez inscrita; te avisaremos.',
        },
        COMPANY_FORMED: {
          title: 'Tu sociedad está inscrita',
          body: '¡Buenas noticias! Tu sociedad está inscrita en el Registro Mercantil. Ahora solicitamos a la Agencia Tributaria (AEAT) su NIF definitivo y presentamos su declaración censal (modelo 036).',
        },
        COMPLETED: {
          title: 'Tu sociedad está constituida',
          body: 'Tu sociedad está constituida y tiene su NIF definitivo: todos tus documentos están en tu espacio. Gracias por tu confianza.',
        },
      },
    },
    unknown: {
      title: 'Tu expediente ha avanzado',
      body: 'El estado de tu expediente ha cambiado. Puedes seguir su avance en tu espacio.',
    },
    action: 'Ir a mi panel',
    colon: ': ',
  },
};

function getVariant(country: CountryCode, legalForm: LegalForm): Variant | undefined {
  if (country === CountryCode.ES) return isSpanishCompanyForm(legalForm) ? 'es-company' : 'es';
  if (country === CountryCode.UK) return 'uk';
  if (legalForm === LegalForm.MICROENTERPRISE) return 'fr-micro';
  return undefined;
}

function findStatusCopy(
  copy: StatusChangedCopy,
  status: string,
  variant: Variant | undefined,
): StatusCopy {
  if (!Object.hasOwn(copy.statuses, status)) return copy.unknown;
  const name = status as StatusName;
  return (variant && copy.variants[variant][name]) ?? copy.statuses[name];
}

/**
 * Tells the founder that their file moved to `status`: what it means for them
 * and what happens next, in their country's terms.
 */
export function renderStatusChanged(
  language: Locale,
  content: {
    status: string;
    country: CountryCode;
    legalForm: LegalForm;
    companyName: string;
    link: string;
  },
): RenderedEmail {
  const copy = STATUS_CHANGED[language];
  const status = findStatusCopy(
    copy,
    content.status,
    getVariant(content.country, content.legalForm),
  );
  return {
    subject: copy.subject(status.title, content.companyName.replace(/\s+/g, ' ').trim()),
    text: `${status.body}\n\n${copy.action}${copy.colon}${content.link}\n`,
    html: renderParagraph(status.body) + renderButton(content.link, copy.action),
  };
}
