export default {
  banner: {
    title: 'No se ha podido cobrar la cuota mensual de tu plan',
    grace:
      'Volveremos a intentarlo con tu tarjeta. Hasta el {date} todo sigue funcionando; después, tu área contable pasará a solo lectura.',
    readOnly:
      'Tu área contable está en solo lectura hasta que se cobre la cuota: puedes seguir viéndolo y descargándolo todo.',
    action: 'Actualizar mi tarjeta y pagar',
  },
  readOnly: {
    title: 'Tu plan ha terminado: tu contabilidad está en solo lectura',
    text: 'Puedes seguir viendo tus facturas, gastos y presupuestos, descargar sus PDF y tickets y exportar las cifras trimestrales, pero no crear, emitir ni modificar.',
  },
};
