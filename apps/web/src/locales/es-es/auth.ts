import type { Messages } from '../../app/i18n/message-types.js';

export default {
  signIn: {
    title: 'Inicia sesión en Foundly',
    subtitle: 'Sigue tu alta, tus documentos y tus facturas.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    noAccount: '¿Eres nuevo en Foundly?',
    createAccount: 'Crear una cuenta',
    or: 'o',
    google: 'Continuar con Google',
    oidc: 'Continuar con inicio de sesión único',
  },
  signUp: {
    title: 'Crea tu cuenta',
    subtitle: 'Empieza tu alta en pocos minutos.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres.',
    submit: 'Crear mi cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Iniciar sesión',
  },
  checkEmail: {
    title: 'Revisa tu bandeja de entrada',
    body: 'Hemos enviado un enlace de confirmación a {email}. Ábrelo para terminar de crear tu cuenta.',
    notVerified:
      'Tu correo electrónico aún no está confirmado. Te hemos enviado un nuevo enlace a {email}: ábrelo para iniciar sesión.',
  },
  errors: {
    invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
    emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión.',
    emailRequired: 'Introduce tu correo electrónico.',
    emailInvalid: 'Introduce un correo electrónico válido.',
    passwordRequired: 'Introduce tu contraseña.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    nameRequired: 'Introduce tu nombre.',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    generic: 'Se ha producido un error. Vuelve a intentarlo.',
  },
  notices: {
    googleTitle: 'Iniciar sesión con Google',
    google:
      'Ya existe una cuenta con el mismo correo electrónico: usa Google para volver a iniciar sesión.',
    verifyEmailTitle: 'Confirma tu correo electrónico',
    verifyEmail: 'Primero verifica tu correo electrónico y después inicia sesión con Google.',
    backToSignIn: 'Volver al inicio de sesión',
  },
  callback: { working: 'Iniciando sesión…' },
} satisfies Messages['auth'];
