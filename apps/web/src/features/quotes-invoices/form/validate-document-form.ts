import { CommercialDocumentKind } from '@foundly/proto';
import { parseMoney, parsePercent, parseQuantity } from '../../../lib/amounts/amounts.js';
import type { DocumentFormValues } from './document-form-values.js';

/** Each invalid field's path in the form and the key of its message under `invoicing.form.errors`. */
export type DocumentFormErrors = Record<string, DocumentFormError>;

export type DocumentFormError =
  | 'required'
  | 'date'
  | 'dueBeforeInvoice'
  | 'percent'
  | 'amount'
  | 'quantity'
  | 'negativeOnlyOnCreditNote'
  | 'iban'
  | 'noLines';

/** A calendar date, YYYY-MM-DD, that exists (no 31 June). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** ISO 13616 shape: country, check digits and 11 to 30 letters or digits (the server checks mod 97). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * The form's own checks, for instant feedback while typing; the server applies the domain's
 * rules again and has the last word (its field violations are shown the same way).
 */
export function validateDocumentForm(values: DocumentFormValues): DocumentFormErrors {
  const errors: DocumentFormErrors = {};
  const creditNote = values.kind === CommercialDocumentKind.CREDIT_NOTE;
  if (!values.customer.companyName.trim()) errors['customer.companyName'] = 'required';
  if (!values.invoiceDate) errors.invoiceDate = 'required';
  else if (!isCalendarDate(values.invoiceDate)) errors.invoiceDate = 'date';
  if (values.hasDueDate) {
    if (!values.dueDate) errors.dueDate = 'required';
    else if (!isCalendarDate(values.dueDate)) errors.dueDate = 'date';
    else if (isCalendarDate(values.invoiceDate) && values.dueDate < values.invoiceDate) {
      errors.dueDate = 'dueBeforeInvoice';
    }
  }
  if (values.supplyDate && !isCalendarDate(values.supplyDate)) errors.supplyDate = 'date';
  const iban = values.iban.replace(/\s+/g, '').toUpperCase();
  if (iban && !IBAN_SHAPE.test(iban)) errors.iban = 'iban';
  if (
    values.delayedInterestPercent.trim() &&
    parsePercent(values.delayedInterestPercent) === undefined
  ) {
    errors.delayedInterestPercent = 'percent';
  }
  if (parsePercent(values.taxPercent) === undefined) errors.taxPercent = 'percent';
  if (values.lineItems.length === 0) errors.lineItems = 'noLines';
  values.lineItems.forEach((line, index) => {
    const path = `lineItems.${index}`;
    if (!line.description.trim()) errors[`${path}.description`] = 'required';
    const quantity = parseQuantity(line.quantity, true);
    if (quantity === undefined || quantity === 0) errors[`${path}.quantity`] = 'quantity';
    else if (quantity < 0 && !creditNote) errors[`${path}.quantity`] = 'negativeOnlyOnCreditNote';
    const price = parseMoney(line.unitPrice, true);
    if (price === undefined) errors[`${path}.unitPrice`] = 'amount';
    else if (price < 0n && !creditNote) errors[`${path}.unitPrice`] = 'negativeOnlyOnCreditNote';
    if (parsePercent(line.discountPercent || '0') === undefined) {
      errors[`${path}.discountPercent`] = 'percent';
    }
    if (line.taxPercent.trim() && parsePercent(line.taxPercent) === undefined) {
      errors[`${path}.taxPercent`] = 'percent';
    }
  });
  return errors;
}
