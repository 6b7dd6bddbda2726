import type { Messages } from '../../app/i18n/message-types.js';

export default {
  obligations: {
    vatQuarterly: {
      name: 'Modelo 303 — IVA trimestral',
      description: 'El IVA que has repercutido menos el IVA que has soportado en el trimestre.',
    },
    incomeTaxInstalment: {
      name: 'Modelo 130 — Pago fraccionado IRPF',
      description:
        'Un pago a cuenta del IRPF: el 20 % del rendimiento neto del año hasta el trimestre, menos los pagos anteriores. No es obligatorio si al menos el 70 % de tus ingresos lleva retención.',
    },
    vatAnnualSummary: {
      name: 'Modelo 390 — Resumen anual de IVA',
      description: 'El resumen de las declaraciones trimestrales de IVA del año.',
    },
    incomeTaxReturn: {
      name: 'Declaración de la Renta (Modelo 100)',
      description: 'La declaración anual del IRPF, con el rendimiento de tu actividad.',
    },
    socialSecurityQuota: {
      name: 'Cuota de autónomos (RETA)',
      description:
        'Tu cotización mensual a la Seguridad Social, cargada en tu cuenta el último día hábil del mes.',
    },
  },
  authorities: {
    AEAT: 'Agencia Tributaria (AEAT)',
    TGSS: 'Seguridad Social (TGSS)',
  },
  period: {
    quarter: '{quarter}T {year}',
    month: '{month} de {year}',
    year: 'Ejercicio {year}',
  },
  window: 'Del {start} al {end}',
  deadline: 'Fecha límite: {date}',
  charge: 'Cargo el {date}',
  moved:
    'El último día cae en fin de semana o festivo nacional: el plazo pasa al siguiente día hábil.',
  chargedEarlier:
    'El mes termina en fin de semana o festivo: el cargo se hace el día hábil anterior.',
  estimated: 'Fecha de inicio estimada: la Agencia Tributaria aún no ha publicado la de este año.',
  holidaysNote:
    'Los plazos tienen en cuenta los fines de semana y los festivos nacionales; no incluyen los festivos autonómicos ni locales.',
} satisfies Messages['spanishCalendar'];
