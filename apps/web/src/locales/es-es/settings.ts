import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Ajustes',
  tabs: { account: 'Cuenta', notifications: 'Notificaciones', billing: 'Facturación' },
  account: {
    title: 'Tus datos',
    name: 'Nombre',
    email: 'Correo electrónico',
    save: 'Guardar mi nombre',
    saved: 'Tu nombre se ha actualizado',
    failed: 'No se ha podido actualizar tu nombre, vuelve a intentarlo',
    nameRequired: 'Introduce tu nombre.',
    nameTooLong: 'El nombre debe tener como máximo 120 caracteres.',
  },
  password: {
    title: 'Contraseña',
    description: 'Elige una contraseña de al menos 8 caracteres.',
    new: 'Nueva contraseña',
    confirm: 'Confirma la nueva contraseña',
    submit: 'Actualizar mi contraseña',
    newRequired: 'Introduce una nueva contraseña',
    confirmRequired: 'Confirma tu nueva contraseña',
    mismatch: 'Las contraseñas no coinciden',
    tooShort: 'La contraseña debe tener al menos 8 caracteres.',
    tooLong: 'La contraseña debe tener como máximo 128 caracteres.',
    updated: 'Tu contraseña se ha actualizado',
    failed: 'No se ha podido actualizar la contraseña',
    userDataNotFound: 'No se han encontrado los datos del usuario',
    unknownError: 'Se ha producido un error desconocido',
    reauthTitle: 'Confirma que eres tú',
    reauthDescription:
      'Por tu seguridad, introduce tu contraseña actual antes de elegir una nueva.',
    currentPassword: 'Contraseña actual',
    reauthSubmit: 'Confirmar',
    reauthFailed: 'La contraseña no es correcta.',
  },
  notifications: {
    title: 'Notificaciones',
    marketing: 'Novedades y ofertas por correo electrónico',
    marketingDescription:
      'Consejos para emprendedores y novedades de nuestros servicios, como máximo dos veces al mes.',
    updated: 'Tus preferencias de notificación se han actualizado',
    failed:
      'Se ha producido un error al actualizar tus preferencias de notificación, vuelve a intentarlo',
  },
} satisfies Messages['settings'];
