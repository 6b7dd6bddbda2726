import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { rpc, setOrderStatus } from './documents.js';
import { answerEverythingThroughApi } from './french-questionnaire.js';
import { signUpThroughApi, uniqueEmail } from './journeys.js';
import type { Locale } from './shoot.js';

const run = promisify(execFile);

/** The words of the sandbox signing page, in the founder's language. */
export const SIGNING_COPY = {
  'en-gb': {
    title: 'Sign your documents',
    draw: 'Draw my signature',
    type: 'Type my name',
    typedName: 'Your full name',
    consent: 'I have read the documents and I agree to sign them electronically.',
    sign: 'Sign',
    done: 'Thank you: your documents are signed. You can close this page.',
  },
  'fr-fr': {
    title: 'Signez vos documents',
    draw: 'Dessiner ma signature',
    type: 'Saisir mon nom',
    typedName: 'Vos nom et prénom',
    consent: 'J’ai lu les documents et j’accepte de les signer électroniquement.',
    sign: 'Signer',
    done: 'Merci : vos documents sont signés. Vous pouvez fermer cette page.',
  },
  'es-es': {
    title: 'Firma tus documentos',
    draw: 'Dibujar mi firma',
    type: 'Escribir mi nombre',
    typedName: 'Tu nombre completo',
    consent: 'He leído los documentos y acepto firmarlos electrónicamente.',
    sign: 'Firmar',
    done: 'Gracias: tus documentos están firmados. Puedes cerrar esta página.',
  },
} as const;

export type SigningLocale = keyof typeof SIGNING_COPY;

/** The signing page of the embedded e-signature sandbox. */
export const SIGNING_PAGE_URL = /\/api\/esignature\/sandbox\/sign\/[\w-]+$/;

/** The signing link of the signature-request e-mail the server wrote to the development outbox. */
export async function readSigningLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as {
          emails: { template: string; link: string | null }[];
        };
        link = body.emails.find((mail) => mail.template === 'signature-request')?.link ?? undefined;
        return link;
      },
      { message: `a signature request e-mail to ${email}`, timeout: 20_000 },
    )
    .toMatch(SIGNING_PAGE_URL);
  return link!;
}

/** Draws a signature on the signing page's pad with the mouse: three strokes. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /signature|firma/i });
  const box = (await pad.boundingBox())!;
  const strokes = [
    [0.1, 0.7, 0.3, 0.2, 0.45, 0.75],
    [0.45, 0.75, 0.6, 0.3, 0.75, 0.7],
    [0.75, 0.7, 0.85, 0.4, 0.92, 0.55],
  ];
  for (const [x1, y1, x2, y2, x3, y3] of strokes) {
    await page.mouse.move(box.x + box.width * x1!, box.y + box.height * y1!);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * x2!, box.y + box.height * y2!, { steps: 8 });
    await page.mouse.move(box.x + box.width * x3!, box.y + box.height * y3!, { steps: 8 });
    await page.mouse.up();
  }
}

/** Signs on the sandbox page, drawn or typed, with the consent ticked, and waits for the thanks. */
export async function signOnSandboxPage(
  page: Page,
  locale: SigningLocale,
  how: { drawn: true } | { typed: string },
) {
  const copy = SIGNING_COPY[locale];
  await expect(page).toHaveURL(SIGNING_PAGE_URL);
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  if ('typed' in how) {
    await page.getByRole('radio', { name: copy.type }).check();
    await page.getByLabel(copy.typedName).fill(how.typed);
  } else {
    await page.getByRole('radio', { name: copy.draw }).check();
    await drawSignature(page);
  }
  await page.getByRole('checkbox', { name: copy.consent }).check();
  await page.getByRole('button', { name: copy.sign, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(copy.done);
}

/**
 * What poppler's pdfsig says of a PDF. It exits non-zero when it cannot trust the certificate
 * (the sandbox's is self-signed): the report is what the journeys read.
 */
export async function runPdfsig(file: string): Promise<string> {
  try {
    return (await run('pdfsig', [file])).stdout;
  } catch (error) {
    const { code, stdout } = error as { code?: unknown; stdout?: string };
    if (code === 'ENOENT') throw new Error('pdfsig is missing: install poppler-utils');
    return stdout ?? '';
  }
}

/**
 * A French SASU founder writing in `locale`, signed up, placed (development route) and with the
 * questionnaire sent through the API: their articles wait for their signature.
 */
export async function createFounderWaitingToSign(page: Page, locale: Locale) {
  const founder = {
    name: `Margaux Lefebvre`,
    email: uniqueEmail(`shots-sign-${locale}`),
    password: 'e2e-password-shots',
    locale,
  };
  await signUpThroughApi(page.request, founder);
  await rpc(page.request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(page.request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_FR',
    companyLegalForm: 'LEGAL_FORM_SASU',
    companyName: 'Lefebvre Conseil',
  });
  await setOrderStatus(page.request, order.id, 'PLACED');
  await answerEverythingThroughApi(page.request, order.id, 'married-sasu-elsewhere');
  await rpc(page.request, 'OrderService/ConfirmOrder', { id: order.id });
  return founder;
}
