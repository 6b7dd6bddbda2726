export default {
  names: {
    title: 'La denominación de tu sociedad',
    description:
      'El Registro Mercantil Central comprueba tus denominaciones por orden y certifica la primera que no tenga otra sociedad (certificación negativa). Indica hasta cinco.',
    label: 'Denominación {number}',
    hint: 'Terminada en S.L. para una SL, S.A. para una SA (S.L.U. o S.A.U. con socio único).',
  },
  office: {
    title: 'Domicilio social',
    description:
      'La dirección de la sociedad en España, que figura en la escritura y los estatutos.',
    street: 'Calle',
    number: 'Número',
    building: 'Piso, puerta, bloque (opcional)',
    postalCode: 'Código postal',
    city: 'Municipio',
    province: 'Provincia',
    provincePlaceholder: 'Elige una provincia',
  },
  purpose: {
    title: 'Objeto social',
    description:
      'Lo que hará la sociedad, tal como lo dirán los estatutos, y sus actividades en la CNAE-2009.',
    label: 'Descripción de las actividades',
    hint: 'Por ejemplo: elaboración y venta de pan y bollería.',
    cnae: 'Actividades CNAE-2009',
    cnaeHint: 'Busca por palabras o por código; hasta tres, la principal primero.',
  },
  capital: {
    title: 'Capital social',
    description:
      'El capital que aportan los socios, dividido en participaciones (SL) o acciones (SA) de un mismo valor nominal.',
    amount: 'Capital social (€)',
    amountHint: 'Al menos 1 € para una SL (Ley 18/2022), 60.000 € para una SA.',
    nominal: 'Valor nominal de cada participación o acción (€)',
    nominalHint: 'El capital debe ser un número entero de participaciones: lo habitual es 1 €.',
    shares: 'Son {count} participaciones o acciones.',
    reserve:
      'Por debajo de 3.000 €, una SL destina el 20 % de su beneficio a la reserva legal hasta que reserva y capital sumen 3.000 €, y sus socios responden solidariamente de la diferencia hasta 3.000 € si se liquida sin pagar sus deudas (art. 4 LSC).',
    quarter:
      'El capital de una SA queda íntegramente suscrito, y al menos una cuarta parte de cada acción se desembolsa al constituirla.',
  },
  party: {
    kind: '¿Quién es?',
    person: 'Una persona',
    company: 'Una sociedad',
    name: 'Nombre completo o razón social',
    idNumber: 'DNI, NIE o NIF',
    idNumberHint: 'Con su letra. Un fundador extranjero necesita un NIE antes de la escritura.',
    dateOfBirth: 'Fecha de nacimiento',
  },
  shareholders: {
    title: 'Socios',
    description:
      'Quién suscribe las participaciones o acciones y qué aporta cada uno. Deben sumar el capital social.',
    legend: 'Socio {number}',
    shares: 'Número de participaciones o acciones',
    money: 'Aportación dineraria (€)',
    inKind: 'Valor de los bienes aportados (€)',
    inKindHint: 'Aportaciones no dinerarias, 0 si no hay.',
    add: 'Añadir un socio',
    remove: 'Quitar el socio {number}',
    total: '{count} de {total} suscritas',
  },
  directors: {
    title: 'Administradores',
    description:
      'Quién administra la sociedad y cómo (art. 210 LSC). Un administrador no tiene por qué ser socio.',
    boardForm: 'Forma del órgano de administración',
    forms: {
      sole_director: { label: 'Administrador único', hint: 'Una sola persona o sociedad.' },
      joint_and_several: {
        label: 'Administradores solidarios',
        hint: 'Dos o más, cada uno actúa por sí solo.',
      },
      joint: {
        label: 'Administradores mancomunados',
        hint: 'Dos o más que actúan conjuntamente (dos en una SA).',
      },
      board: {
        label: 'Consejo de administración',
        hint: 'Tres o más miembros (doce como máximo en una SL).',
      },
    },
    legend: 'Administrador {number}',
    add: 'Añadir un administrador',
    remove: 'Quitar el administrador {number}',
  },
  statutes: {
    title: 'Estatutos',
    description: 'Las normas de la sociedad, que se firman con la escritura ante notario.',
    legend: '¿Qué estatutos?',
    standard: {
      label: 'Estatutos tipo',
      hint: 'Orden JUS/1840/2015: para una SL con administrador único, solidarios o dos mancomunados. La constitución más rápida.',
    },
    bespoke: {
      label: 'Estatutos propios',
      hint: 'Redactados con el notario: necesarios para una SA o un consejo de administración.',
    },
  },
};
