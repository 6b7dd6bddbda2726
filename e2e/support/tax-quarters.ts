import type { APIRequestContext } from '@playwright/test';
import { rpc, setOrderStatus } from './documents.js';
import { signUpThroughApi, uniqueEmail } from './journeys.js';
import type { WebLocale } from './messages.js';
import { FOUNDER } from './spanish-files.js';
import { dateInSpain, updateQuestionnaire } from './spanish-questionnaire.js';

/** A Spanish autónomo able to issue facturas: signed up, registered, their account's id. */
export interface FacturaFounder {
  email: string;
  accountId: string;
}

/**
 * An autónomo signed up through the API in the request context (the page's), whose
 * questionnaire gives what a factura prints of its issuer (name, DNI, address) and the day
 * the activity starts (today, the earliest the questionnaire takes less three days),
 * registered (COMPANY_FORMED). The invoice-tool flag
 * must be on (enableInvoiceToolFlag).
 */
export async function createFacturaFounder(
  request: APIRequestContext,
  locale: WebLocale,
): Promise<FacturaFounder> {
  const email = uniqueEmail(`quarters-${locale}`);
  await signUpThroughApi(request, {
    name: 'Lucía García López',
    email,
    password: 'e2e-password-quarters',
    locale,
  });
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_ES',
    companyLegalForm: 'LEGAL_FORM_AUTONOMO',
  });
  await setOrderStatus(request, order.id, 'PLACED');
  await updateQuestionnaire(request, order.id, {
    personalInformation: {
      fullName: 'Lucía García López',
      idNumber: FOUNDER.dni,
      address: {
        streetName: FOUNDER.address.streetName,
        streetNumber: FOUNDER.address.streetNumber,
        postalCode: FOUNDER.address.postalCode,
        city: 'Madrid',
      },
    },
    businessInformation: {
      fiscalTerritory: 'FISCAL_TERRITORY_REST_OF_SPAIN',
      expectedStartDate: dateInSpain(),
    },
  });
  await setOrderStatus(request, order.id, 'COMPANY_FORMED');
  const { accounts } = await rpc<{ accounts: { id: string }[] }>(
    request,
    'AccountService/GetMyAccounts',
    {},
  );
  return { email, accountId: accounts[0]!.id };
}

/**
 * The quarter of today in Madrid, through the server's own calls: a factura issued today to a
 * Spanish business, 1,000.00 € at 21 % with 15 % IRPF withheld, and a gasto of 100.00 € + 21 %
 * IVA, fully deductible. Modelo 303: 210 € charged, 21 € deductible, 189 € to pay; modelo 130:
 * 20 % of 900 € = 180 €, less 150 € withheld: 30 € to pay.
 */
export async function seedQuarter(request: APIRequestContext, founder: FacturaFounder) {
  const today = dateInSpain();
  const { document } = await rpc<{ document: { id: string } }>(
    request,
    'CommercialDocumentService/CreateCommercialDocument',
    {
      accountId: founder.accountId,
      content: {
        kind: 'COMMERCIAL_DOCUMENT_KIND_INVOICE',
        invoiceDate: today,
        customer: {
          companyName: 'Editorial Norte SL',
          address: {
            street1: 'Calle de Serrano 20',
            postalCode: '28001',
            city: 'Madrid',
            countryCode: 'ES',
          },
          email: 'facturas@editorial-norte.example',
          isBusiness: true,
          nif: 'B12345674',
        },
        taxRate: 0.21,
        irpfRate: 0.15,
        language: 'es-es',
        lineItems: [
          { description: 'Maquetación', quantity: 1, unitPrice: '100000', discountRate: 0 },
        ],
      },
    },
  );
  await rpc(request, 'CommercialDocumentService/IssueCommercialDocument', { id: document.id });
  await rpc(request, 'ExpenseService/CreateExpense', {
    accountId: founder.accountId,
    fields: {
      supplierNif: 'B12345674',
      supplierName: 'Papelería Sol SL',
      number: 'T-0042',
      date: today,
      base: '10000',
      ivaRate: 0.21,
      iva: '2100',
      total: '12100',
      deductibleShare: 1,
    },
  });
}
