export default {
  generic: 'Algo ha salido mal. Inténtalo de nuevo.',
  network: 'No se puede contactar con el servidor. Comprueba la conexión e inténtalo de nuevo.',
  UNAUTHENTICATED: 'Tu sesión ha caducado: vuelve a iniciar sesión.',
  NOT_OPERATOR: 'Esta cuenta no es una cuenta de operador',
  ORDER_NOT_FOUND: 'Este expediente no existe.',
  DOCUMENT_NOT_FOUND: 'Este documento ya no existe.',
  INVALID_ARGUMENT: 'Algunos valores no son válidos.',
  INVALID_FILE: 'Este archivo no es válido para este tipo de documento.',
  FILE_TOO_LARGE: 'Este archivo es demasiado grande.',
  STORAGE_FAILED: 'El almacenamiento de archivos no ha respondido. Inténtalo de nuevo.',
  OCR_FAILED: 'No se ha podido leer el documento.',
  DOCUMENT_UNREADABLE: 'No se puede abrir este archivo: está dañado o protegido con contraseña.',
  STATUS_CHANGED: 'Este expediente ha cambiado mientras tanto: se ha recargado',
  TRANSITION_NOT_ALLOWED: 'El expediente no puede pasar a este estado desde el actual.',
  SIGNATURE_REQUEST_OPEN: 'Ya hay una solicitud de firma abierta para este expediente.',
  CAPITAL_DEPOSIT_NOT_OPENED:
    'El depósito de capital de este expediente aún no está abierto en el banco.',
  BANK_SANDBOX_ONLY:
    'Desde aquí solo se controla el entorno de pruebas bancario; el banco real actúa por su cuenta.',
  BANK_STEP_NOT_ALLOWED: 'El depósito no está en este paso.',
  TRANSFER_MISSING: 'Un fundador aún no ha verificado su identidad o transferido su capital.',
  SUPPORT_CONVERSATION_NOT_FOUND: 'Esta conversación no existe.',
  SUPPORT_CONVERSATION_CLOSED:
    'Esta conversación está cerrada: el próximo mensaje del cliente abrirá otra.',
  INTERNAL: 'El servidor ha fallado. Inténtalo de nuevo en un momento.',
} as const;
