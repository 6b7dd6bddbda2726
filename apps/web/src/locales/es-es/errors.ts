import type { Messages } from '../../app/i18n/message-types.js';

export default {
  UNAUTHENTICATED: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  CUSTOMER_NOT_FOUND: 'Cliente no encontrado',
  ACCOUNT_NOT_FOUND: 'Esta cuenta no existe.',
  ORDER_NOT_FOUND: 'Este pedido no existe.',
  NOT_YOURS: 'No tienes acceso a este elemento.',
  INVALID_ARGUMENT: 'Algunos datos no son válidos. Revisa los campos señalados.',
  REAUTHENTICATION_REQUIRED: 'Por tu seguridad, vuelve a iniciar sesión para continuar.',
  PASSWORD_NOT_SET: 'Tu cuenta aún no tiene contraseña.',
  INTERNAL: 'Se ha producido un error desconocido',
  field: {
    required: 'Este campo es obligatorio.',
    invalid: 'Este valor no es válido.',
    tooLong: 'Este valor es demasiado largo.',
    legalFormNotOffered: 'Esta forma jurídica no se ofrece en este país.',
    unknownProduct: 'Este producto no existe.',
  },
} satisfies Messages['errors'];
