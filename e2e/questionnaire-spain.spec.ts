import { expect, test, type Page } from '@playwright/test';
import { currentOrderId, setOrderStatus } from './support/documents.js';
import { signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { orderStatus, payForNewOrder } from './support/payments.js';
import {
  CERTIFICATE,
  createCertificateFile,
  createDniBack,
  createDniFront,
  createUtilityBill,
  FOUNDER,
} from './support/spanish-files.js';
import {
  acceptSummary,
  addressReviewFields,
  answerActivity,
  answerExpectations,
  answerHousingDeduction,
  answerNaf,
  answerNoMutual,
  answerNotPreviouslyUnemployed,
  answerSameAddress,
  checklistCard,
  confirmIban,
  continueTo,
  dateInSpain,
  expectCertificateHolder,
  expectChecklist,
  expectSpanishStep,
  fillCertificate,
  IBAN,
  ibanReview,
  idReviewFields,
  NUSS,
  openFromHub,
  reviewHomeAddress,
  reviewIdentity,
  SPANISH_COPY,
  typeIban,
  uploadDni,
  uploadProofOfAddress,
} from './support/spanish-questionnaire.js';

/**
 * The Spanish questionnaire answered through the pages, from the payment to the signature: an
 * autónomo with a DNI opens each section from the hub 'Tu Registro de alta', uploads a digital
 * certificate (a wrong password first), has the DNI and a utility bill read by OCR, leaves
 * half-way and resumes from the hub, gives a wrong IBAN then the right one, sends the
 * questionnaire from the summary, and sees the hub follow the order's status to the calendar.
 */

const copy = SPANISH_COPY;

/** The summary shows an answer whose text is exactly `text` (or matches the pattern). */
async function expectAnswer(page: Page, text: string | RegExp) {
  const exact =
    typeof text === 'string'
      ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : text;
  await expect(page.getByRole('definition').filter({ hasText: exact })).not.toHaveCount(0);
}

test('a Spanish autónomo answers each section from the hub, resumes after leaving, sends the questionnaire and reaches the signature', async ({
  page,
}) => {
  // Signing up, paying, OCR of a DNI and a bill, and four funnels on a busy two-core machine.
  test.setTimeout(300_000);
  const user = {
    name: 'Lucía García López',
    email: uniqueEmail('es-q'),
    password: 'e2e-password-questionnaire-es',
  };
  await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);
  await payForNewOrder(page);

  // The hub: four sections, the summary locked until the three others are done. The personal
  // information counts 7 steps: the reviews of other addresses apply only if there are any.
  await expectChecklist(page, {
    'digital-certificate': '0 de 1 preguntas',
    'personal-information': '0 de 7 preguntas',
    'business-information': '0 de 7 preguntas',
    'final-summary': '0 de 1 preguntas',
  });
  const finalSummary = checklistCard(page, 'final-summary');
  await expect(finalSummary.getByRole('button', { name: copy.continue })).toBeDisabled();
  await expect(finalSummary).toContainText(copy.hub.locked);
  // Typed in the address bar, a locked step leads back to the hub.
  await page.goto('/es/es-es/funnel/final-summary/summary');
  await expectChecklist(page, { 'final-summary': '0 de 1 preguntas' });

  // digital-certificate: a wrong password is refused beside the field; the right one opens the
  // file, and the step shows whose certificate it is.
  await openFromHub(page, 'digital-certificate', 'digital-certificate/certificate');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.certificate.introTitle }),
  ).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${copy.certificate.upload}`) }).click();
  await fillCertificate(page, createCertificateFile(), 'not-the-password');
  await page.getByRole('button', { name: copy.continue, exact: true }).click();
  const password = page.getByLabel(copy.certificate.password, { exact: true });
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(copy.certificate.wrongPassword, { timeout: 20_000 });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(CERTIFICATE.password);
  await page.getByRole('button', { name: copy.continue, exact: true }).click();
  await expectCertificateHolder(page);
  await continueTo(page, 'hub');
  await expectChecklist(page, { 'digital-certificate': '1 de 1 preguntas' });
  await expect(
    checklistCard(page, 'digital-certificate').getByRole('link', {
      name: `${copy.hub.edit}: ${copy.hub.cards['digital-certificate']}`,
    }),
  ).toBeVisible();

  // personal-information: both sides of the DNI; the analysing screen reads the MRZ on the back,
  // and the review shows what it read, the name as the front prints it (the MRZ has no accents).
  // Each document is sent to OCR once.
  await openFromHub(page, 'personal-information', 'personal-information/id');
  const ocrRequests: string[] = [];
  page.on('request', (request) => {
    const procedure = /\/rpc\/formation\.v1\.OcrService\/(\w+)/.exec(request.url())?.[1];
    if (procedure) ocrRequests.push(procedure);
  });
  await uploadDni(page, { front: await createDniFront(), back: await createDniBack() });
  expect(ocrRequests).toEqual(['IdOcr', 'IdOcr']);
  const identity = idReviewFields(page);
  await expect(identity.idNumber).toHaveValue(FOUNDER.dni);
  await expect(identity.dateOfBirth).toHaveValue(FOUNDER.dateOfBirth);
  await expect(identity.idExpirationDate).toHaveValue(FOUNDER.expiryDate);
  await expect(identity.fullName).toHaveValue(FOUNDER.printedFullName);
  await expect(identity.nationality).toHaveValue('ES');
  await expect(identity.placeOfBirth).toHaveValue(/^SEVILLA/);
  await reviewIdentity(page);

  // Half-way: 'Guardar y salir' to the hub, which still counts the two steps after a reload, and
  // 'Continuar' resumes at the proof of address.
  await page.getByRole('link', { name: copy.saveAndExit }).click();
  await expectSpanishStep(page, 'hub');
  await page.reload();
  await expectChecklist(page, {
    'digital-certificate': '1 de 1 preguntas',
    'personal-information': '2 de 7 preguntas',
    'business-information': '0 de 7 preguntas',
  });
  await openFromHub(page, 'personal-information', 'personal-information/poa');

  // The bill is a PDF with a text layer: the address is read without OCR.
  await uploadProofOfAddress(page, await createUtilityBill());
  expect(ocrRequests).toEqual(['IdOcr', 'IdOcr', 'PoaOcr']);
  const home = addressReviewFields(page);
  await expect(home.streetName).toHaveValue(FOUNDER.address.streetName);
  await expect(home.streetNumber).toHaveValue(FOUNDER.address.streetNumber);
  await expect(home.buildingNumber).toHaveValue(FOUNDER.address.additionalInformation);
  await expect(home.postalCode).toHaveValue(FOUNDER.address.postalCode);
  await expect(home.city).toHaveValue(FOUNDER.address.province);
  await reviewHomeAddress(page);
  // The same fiscal and notification address: their review steps are skipped.
  await answerSameAddress(page, 'fiscal', 'personal-information/other-address-notification');
  await answerSameAddress(page, 'notification', 'personal-information/housing-deduction');
  // No deduction: the share left empty is saved as 0 %, and the funnel ends at the hub.
  await answerHousingDeduction(page);
  await expectChecklist(page, { 'personal-information': '7 de 7 preguntas' });
  // Complete, the card offers to edit the section from its first step.
  await expect(
    checklistCard(page, 'personal-information').getByRole('link', {
      name: `${copy.hub.edit}: ${copy.hub.cards['personal-information']}`,
    }),
  ).toHaveAttribute('href', /\/es\/es-es\/funnel\/personal-information\/id$/);

  // business-information
  await openFromHub(page, 'business-information', 'business-information/naf');
  await answerNaf(page, NUSS);
  await answerActivity(page, 'Diseño gráfico y maquetación editorial para pequeños comercios');
  await answerNotPreviouslyUnemployed(page);
  await answerExpectations(page, {
    amount: '2500',
    currency: 'EUR',
    startDate: dateInSpain(),
    abroad: false,
    customers: 'B2C',
  });
  await answerNoMutual(page);
  await typeIban(page, IBAN);

  // A wrong check digit is refused at once, and 'Continuar' stays disabled even with both
  // declarations ticked.
  const review = ibanReview(page);
  await expect(review.iban).toHaveValue(IBAN);
  await review.ownership.check();
  await review.directDebit.check();
  await review.iban.fill('ES92 2100 0418 4502 0005 1332');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.iban.invalid);
  await expect(review.iban).toHaveAttribute('aria-invalid', 'true');
  await expect(review.continue).toBeDisabled();
  await review.iban.fill(IBAN);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await confirmIban(page);

  // final-summary: open once the other sections are complete; the answers as given and read.
  await expectChecklist(page, {
    'digital-certificate': '1 de 1 preguntas',
    'personal-information': '7 de 7 preguntas',
    'business-information': '7 de 7 preguntas',
    'final-summary': '0 de 1 preguntas',
  });
  await openFromHub(page, 'final-summary', 'final-summary/summary');
  await expect(page.getByRole('heading', { level: 1, name: copy.summary.title })).toBeVisible();
  await expect(page.getByText(copy.summary.description, { exact: true })).toBeVisible();
  await expectAnswer(page, FOUNDER.printedFullName);
  await expectAnswer(page, FOUNDER.dni);
  await expectAnswer(page, '12/04/1990');
  await expectAnswer(page, 'Calle Mayor, 12');
  await expectAnswer(page, '28013');
  await expectAnswer(page, '3º B');
  await expectAnswer(page, 'Autónomo (persona física)');
  await expectAnswer(page, '28 12345678 40');
  await expectAnswer(page, 'Diseño gráfico y maquetación editorial para pequeños comercios');
  await expectAnswer(page, /^2500\s€$/);
  await expectAnswer(page, 'Particulares (B2C)');
  await expectAnswer(page, IBAN);
  await acceptSummary(page);
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_QUESTIONNAIRE_RECEIVED');
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(3);
  await expect(bars.nth(0)).toHaveAttribute('aria-valuenow', '100');
  await expect(bars.nth(1)).toHaveAttribute('aria-valuenow', '0');
  await expect(bars.nth(2)).toHaveAttribute('aria-valuenow', '0');

  // The e-signature request is sent (back-office): the hub asks to sign from the e-mail, and the
  // e-signature funnel explains the mandate, then waits for the signature.
  const orderId = await currentOrderId(page.request);
  await setOrderStatus(page.request, orderId, 'WAITING_ESIGNATURE');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: copy.hub.sign })).toBeVisible();
  await expect(
    page.getByText(
      `Nuestro socio de firma electrónica ha enviado los documentos a firmar a ${user.email}.`,
    ),
  ).toBeVisible();
  // example.com is no known webmail: the button opens the mail application.
  await expect(page.getByRole('link', { name: 'Abrir mi correo' })).toHaveAttribute(
    'href',
    'mailto:',
  );
  await page.goto('/es/es-es/funnel/e-signature/intro');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.esignature.introTitle }),
  ).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await continueTo(page, 'e-signature/waiting-signature');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.esignature.waitingTitle }),
  ).toBeVisible();

  // Registered: the congratulations lead to the tax calendar.
  await setOrderStatus(page.request, orderId, 'COMPANY_FORMED');
  await page.goto('/es/es-es');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.hub.congratulations }),
  ).toBeVisible();
  await page.getByRole('link', { name: copy.hub.calendarLink }).click();
  await expect(page).toHaveURL(/\/es\/es-es\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario Oficial' })).toBeVisible();
});
