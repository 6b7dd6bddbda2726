import type { Messages } from '../../app/i18n/message-types.js';

export default {
  unreachable: {
    title: 'No se puede contactar con el banco',
    description:
      'No hemos podido contactar con nuestro banco colaborador. No se ha perdido nada: inténtalo de nuevo en un momento.',
    retry: 'Intentar de nuevo',
  },
  copy: {
    copied: 'Copiado',
    failed: 'No se ha podido copiar: selecciona el texto para copiarlo.',
  },
  capitalDeposit: {
    title: 'Depósito de capital',
    intro:
      'Tu capital social se ingresa en una cuenta bloqueada de nuestro banco colaborador. Se libera a favor de tu sociedad una vez inscrita.',
    empty: 'El depósito de capital empieza cuando se haya aprobado tu cuestionario. Te avisaremos.',
    opening: {
      title: 'Estamos abriendo tu cuenta de depósito',
      description:
        'Nuestro banco colaborador está abriendo tu cuenta de depósito. Los datos para transferir tu capital aparecerán aquí en cuanto esté lista.',
    },
    progress: {
      title: 'En qué punto está tu depósito',
      label: 'Avance de tu depósito de capital',
      summary: 'Paso {step} de 5 · {percent} %',
      steps: 'Pasos de tu depósito de capital',
      state: {
        done: '(hecho)',
        current: '(paso actual)',
        upcoming: '(pendiente)',
      },
    },
    steps: {
      accountCreation: {
        label: 'Creación o revisión de la cuenta',
        now: 'El banco está abriendo la cuenta de depósito y revisando el expediente.',
      },
      transfer: {
        label: 'Transferencia del capital',
        now: 'Cada socio transfiere su aportación a la cuenta de depósito.',
      },
      notary: {
        label: 'Tramitación por el notario',
        now: 'El notario colaborador está comprobando el depósito.',
      },
      certificate: {
        label: 'Certificado de depósito',
        now: 'El certificado de depósito de los fondos se ha emitido: está en tus documentos.',
      },
      complete: {
        label: 'Completado',
        now: 'Tu sociedad está inscrita y el capital se ha liberado en su cuenta.',
      },
    },
    identityBanner: {
      title: 'Verifica tu identidad',
      description:
        'El banco debe verificar la identidad de cada socio antes de la transferencia del capital. Se tarda unos minutos, con un documento de identidad a mano.',
      verifyMine: 'Verificar mi identidad',
      verifyOf: 'Verificar la identidad de {name}',
    },
    certificate: {
      title: 'Tu certificado de depósito está listo',
      description: 'El certificado de depósito de los fondos está en tus documentos.',
      link: 'Ver mis documentos',
    },
    shareholders: {
      title: 'Socios',
      amount: 'Importe a transferir',
      identity: 'Verificación de identidad',
      transfer: 'Transferencia del capital',
      identityStatus: {
        pending: 'Pendiente',
        done: 'Hecha',
        approved: 'Aprobada',
        rejected: 'Rechazada',
      },
      identityHint: {
        pending: 'El banco espera que verifiques tu identidad.',
        done: 'El banco está comprobando tu identidad.',
        approved: 'El banco ha verificado tu identidad.',
        rejected:
          'El banco ha rechazado la verificación. Contacta con nosotros para saber qué hacer.',
      },
      transferStatus: {
        pending: 'Pendiente',
        approved: 'Aprobada',
      },
      transferHint: {
        pending: 'El banco espera tu transferencia.',
        approved: 'El banco ha recibido tu transferencia.',
      },
    },
    account: {
      title: 'Dónde transferir tu aportación',
      instructions:
        'Transfiere {amount} desde una cuenta a tu nombre a esta cuenta de depósito. Copia cada dato en el formulario de transferencia de tu banco.',
      iban: 'IBAN',
      bic: 'BIC',
      holder: 'Titular de la cuenta',
      copyIban: 'Copiar el IBAN',
      copyBic: 'Copiar el BIC',
      copyHolder: 'Copiar el titular de la cuenta',
    },
  },
  businessAccount: {
    title: 'Mi cuenta profesional',
    created: {
      title: 'Abre tu cuenta profesional',
      description:
        'Una cuenta bancaria profesional para tu micro-entreprise, abierta en línea con nuestro banco colaborador: un IBAN francés, una tarjeta de pago y tus ingresos separados de tu dinero personal.',
      price: '{price} al mes sin IVA',
      subscribe: 'Suscribirme',
    },
    preparing: {
      title: 'Tu pago está confirmado',
      description:
        'El banco está preparando tu registro. Esta página se actualiza sola en unos segundos.',
    },
    registrationPending: {
      title: 'Termina de abrir tu cuenta',
      description:
        'Tu suscripción está activa. Termina tu registro con el banco: te pide tu identidad y algunos datos de tu actividad.',
      continue: 'Continuar mi registro',
    },
    completed: {
      title: 'Tu cuenta profesional está abierta',
      description: 'Gestiona tu cuenta, tu tarjeta y tus transferencias en la web del banco.',
      portal: 'Ir a mi banco',
      external: '(abre la web del banco)',
    },
    invalid: {
      title: 'No se puede mostrar tu cuenta profesional',
      description:
        'No hemos podido leer en qué punto está tu cuenta con el banco. Inténtalo de nuevo en un momento o contacta con nosotros si continúa.',
    },
    subscription: {
      orderNotAvailable: 'El pedido no está disponible.',
      missingIds: 'Falta el identificador de cliente o de cuenta.',
      checkoutFailed: 'No se ha podido crear la sesión de pago.',
      alreadySubscribed: 'Ya te has suscrito a la cuenta profesional.',
      sessionError: 'Se ha producido un error al abrir la sesión de pago. Inténtalo de nuevo.',
    },
  },
} satisfies Messages['banking'];
