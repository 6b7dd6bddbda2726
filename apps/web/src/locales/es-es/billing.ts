import type { Messages } from '../../app/i18n/message-types.js';

export default {
  products: {
    alta_autonomo: {
      name: 'Alta de autónomo',
      features: {
        registration:
          'Alta en la Agencia Tributaria (AEAT) y en la Seguridad Social (TGSS), gestionada por nosotros',
        certificateGuide: 'Guía paso a paso para el certificado digital',
        priority: 'Tramitación prioritaria',
        guarantee: 'Garantía de alta del 100 % o te devolvemos el dinero',
        support: 'Soporte 24/7',
        bilingual: 'Ayuda en español e inglés',
      },
    },
    autonomo_pro: {
      name: 'Autónomo Pro',
      features: {
        freeRegistration: 'Alta gratuita',
        quarterlyFilings: 'Declaraciones trimestrales de IVA e IRPF',
        annualSummaries: 'Resúmenes anuales y calendario fiscal',
        advisor: 'Un asesor personal',
        vault: 'Una caja fuerte cifrada para tus documentos',
        support: 'Soporte 24/7',
      },
    },
    creation_societe: {
      name: 'Creación de sociedad',
      features: {
        articles: 'Estatutos redactados a partir de tus respuestas',
        filing: 'Presentación en el registro mercantil',
        publication: 'Publicación del anuncio legal',
        capitalDeposit: 'Depósito de capital en línea',
        support: 'Un experto en trámites a tu lado',
      },
    },
    creation_micro: {
      name: 'Alta de micro-entreprise',
      features: {
        declaration: 'Tu declaración de actividad presentada por nosotros',
        siret: 'Tu número SIRET',
        support: 'Un experto en trámites a tu lado',
      },
    },
    incorporation_ltd: {
      name: 'Private limited company',
      features: {
        incorporation: 'Inscripción en Companies House',
        registers: 'Libros obligatorios y certificados de acciones',
        support: 'Un experto en trámites a tu lado',
      },
    },
  },
} satisfies Messages['billing'];
