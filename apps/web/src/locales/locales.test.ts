import { compareCatalogues, flattenMessages } from '@foundly/app-kit/catalogue-check';
import { describe, expect, it } from 'vitest';
import enGb from './en-gb/index.js';
import esEs from './es-es/index.js';
import frFr from './fr-fr/index.js';

const english = flattenMessages(enGb);
const others = { 'fr-fr': flattenMessages(frFr), 'es-es': flattenMessages(esEs) };

describe.each(Object.entries(others))('%s messages', (_locale, messages) => {
  it('has every key of en-gb, each with its placeholders, none empty, and no other key', () => {
    expect(compareCatalogues(english, messages)).toEqual({
      missing: [],
      extra: [],
      placeholders: [],
      empty: [],
    });
  });
});

describe('the spec’s own wording', () => {
  it.each([
    ['en-gb', english, 'shell.errorScreen.title', 'Something went wrong!'],
    ['en-gb', english, 'settings.password.newRequired', 'Please enter a new password'],
    ['en-gb', english, 'settings.password.confirmRequired', 'Please confirm your new password'],
    ['en-gb', english, 'settings.password.mismatch', "Passwords don't match"],
    ['en-gb', english, 'settings.password.failed', 'Password update failed'],
    [
      'en-gb',
      english,
      'settings.notifications.updated',
      'Your notification preferences have been updated',
    ],
    ['es-es', others['es-es'], 'shell.spain.hub', 'Hub de Registro'],
    ['es-es', others['es-es'], 'shell.spain.accounting', 'Área contable'],
    ['es-es', others['es-es'], 'shell.spain.calendar', 'Calendario Oficial'],
    ['es-es', others['es-es'], 'shell.funnel.saveAndExit', 'Guardar y salir'],
    [
      'es-es',
      others['es-es'],
      'spanishDocuments.empty',
      'Los documentos aparecerán aquí automáticamente',
    ],
    ['es-es', others['es-es'], 'spanishDocuments.tableTitle', 'Documentos de empresa'],
    ['es-es', others['es-es'], 'spanishDocuments.search', 'Buscar documento'],
    ['es-es', others['es-es'], 'spanishDocuments.clearFilters', 'Limpiar filtros'],
    ['es-es', others['es-es'], 'spanishDocuments.accept', 'Aceptar'],
    ['es-es', others['es-es'], 'spanishDocuments.previous', 'Anterior'],
    ['es-es', others['es-es'], 'spanishDocuments.next', 'Siguiente'],
    [
      'es-es',
      others['es-es'],
      'spanishDocuments.deleteSelected',
      'Eliminar documentos seleccionados',
    ],
    ['es-es', others['es-es'], 'spanishDocuments.date', 'Fecha de presentación'],
    ['en-gb', english, 'errors.INVALID_FILE', 'Invalid file or document type.'],
    ['en-gb', english, 'checkout.success.toast', 'Payment successful'],
    ['en-gb', english, 'checkout.failure.toast', 'Payment failed or cancelled'],
    ['en-gb', english, 'checkout.errorTitle', 'Error creating checkout session'],
    ['en-gb', english, 'checkout.errorUnknown', 'Unknown error'],
    ['es-es', others['es-es'], 'checkout.spanish.title', 'Completa tu pago'],
    ['es-es', others['es-es'], 'checkout.spanish.summary', 'Resumen de tu compra'],
    ['es-es', others['es-es'], 'checkout.spanish.confirm', 'Confirmar y pagar'],
    ['es-es', others['es-es'], 'checkout.spanish.thanksTitle', 'Datos recibidos'],
    [
      'es-es',
      others['es-es'],
      'checkout.spanish.regionQuestion',
      '¿En qué región te quieres dar de alta?',
    ],
    ['en-gb', english, 'errors.STORAGE_FAILED', 'Failed to upload file to storage.'],
    [
      'en-gb',
      english,
      'banking.businessAccount.subscription.orderNotAvailable',
      'Order is not available.',
    ],
    [
      'en-gb',
      english,
      'banking.businessAccount.subscription.missingIds',
      'Missing customer or account ID.',
    ],
    [
      'en-gb',
      english,
      'banking.businessAccount.subscription.checkoutFailed',
      'Failed to create checkout session.',
    ],
    [
      'es-es',
      others['es-es'],
      'errors.field.documentType',
      'Por favor selecciona un tipo de documento',
    ],
    ['es-es', others['es-es'], 'errors.field.housingPercentage', 'Porcentaje inválido'],
    [
      'es-es',
      others['es-es'],
      'errors.field.nafLength',
      'El número NAF debe tener 11 o 12 dígitos.',
    ],
    [
      'es-es',
      others['es-es'],
      'errors.field.activityTooShort',
      'La descripción debe tener al menos 8 caracteres',
    ],
    ['es-es', others['es-es'], 'errors.field.negativeAmount', 'El importe no puede ser negativo'],
    ['es-es', others['es-es'], 'errors.field.iban', 'El IBAN no es válido.'],
    ['es-es', others['es-es'], 'errors.field.passwordRequired', 'La contraseña es obligatoria'],
    [
      'es-es',
      others['es-es'],
      'spanishCalendar.obligations.vatQuarterly.name',
      'Modelo 303 — IVA trimestral',
    ],
    [
      'es-es',
      others['es-es'],
      'spanishCalendar.obligations.socialSecurityQuota.name',
      'Cuota de autónomos (RETA)',
    ],
    ['en-gb', english, 'timeline.title', 'Where your file stands'],
    ['en-gb', english, 'timeline.attention.title', 'Requires your attention'],
    ['en-gb', english, 'timeline.signature.sign', 'Sign my documents'],
    ['fr-fr', others['fr-fr'], 'timeline.signature.sign', 'Signer mes documents'],
    ['es-es', others['es-es'], 'timeline.signature.sign', 'Firmar mis documentos'],
  ])('%s %s is the spec’s text', (_locale, messages, key, text) => {
    expect(messages.get(key)).toBe(text);
  });
});
