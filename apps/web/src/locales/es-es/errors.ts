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
  DOCUMENT_NOT_FOUND: 'Este documento no existe.',
  DOCUMENT_NOT_DELETABLE:
    'Este documento lo ha emitido el equipo de gestión y no se puede eliminar.',
  UPLOAD_NOT_FOUND: 'Este envío no existe. Vuelve a subir el archivo.',
  UPLOAD_EXPIRED: 'La subida ha tardado demasiado. Vuelve a intentarlo.',
  UPLOAD_ALREADY_USED: 'Este archivo ya se ha enviado.',
  INVALID_FILE: 'Archivo o tipo de documento no válido.',
  FILE_TOO_LARGE: 'El archivo es demasiado grande (10 MB como máximo).',
  STORAGE_FAILED: 'No se ha podido guardar el archivo.',
  QUESTIONNAIRE_LOCKED: 'Tus respuestas ya se han enviado y ya no se pueden cambiar aquí.',
  ORDER_NOT_PAYABLE: 'Este pedido ya no se puede pagar.',
  FISCAL_TERRITORY_NOT_SUPPORTED: 'Todavía no damos servicio en este territorio fiscal.',
  CHECKOUT_FAILED: 'Error al crear la sesión de pago',
  PAYMENT_NOT_FOUND: 'Este pago no existe.',
  INTERNAL: 'Se ha producido un error desconocido',
  field: {
    required: 'Este campo es obligatorio.',
    invalid: 'Este valor no es válido.',
    tooLong: 'Este valor es demasiado largo.',
    legalFormNotOffered: 'Esta forma jurídica no se ofrece en este país.',
    unknownProduct: 'Este producto no existe.',
  },
} satisfies Messages['errors'];
