import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentOrderId, seedSpanishDocuments } from './support/documents.js';
import { greeting, signUpThroughEntryLink, toast, uniqueEmail } from './support/journeys.js';
import { payForNewOrder } from './support/payments.js';

/** The rows of the documents table (the header row has no checkbox). */
function tableRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Documentos de empresa' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
}

/** The file names of the rows shown, top to bottom, as read on the screen. */
async function shownNames(page: Page): Promise<string[]> {
  const names = await tableRows(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Seleccionar /, ''));
}

function pageNumber(page: Page) {
  return page.getByRole('navigation', { name: 'Páginas' }).getByText(/^Página \d+ de \d+$/);
}

test('a Spanish autónomo sorts, searches, filters, pages through and deletes documents', async ({
  page,
}) => {
  // Sign-up, payment, 27 documents paged, sorted, searched and deleted: a minute in CI, two when busier.
  test.setTimeout(180_000);
  const user = {
    name: 'Marta Ortega Ruiz',
    email: uniqueEmail('es-docs'),
    password: 'e2e-password-docs',
  };
  await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);
  // A new founder pays first: the home shows once the order is placed.
  await payForNewOrder(page);
  await expect(greeting(page, 'Hola, Marta')).toBeVisible();

  // 25 official documents from the formation team, and two the founder uploaded.
  await seedSpanishDocuments(page.request, await currentOrderId(page.request));

  const rows = tableRows(page);
  const search = page.getByRole('searchbox', { name: 'Buscar documento' });
  const previous = page.getByRole('button', { name: 'Anterior' });
  const next = page.getByRole('button', { name: 'Siguiente' });

  await test.step('the table lists 27 documents, 10 a page, by name', async () => {
    await page.goto('/es/es-es/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documentos de empresa' })).toBeVisible();
    await expect(rows).toHaveCount(10);
    await expect(pageNumber(page)).toHaveText('Página 1 de 3');
    await expect(previous).toBeDisabled();
    expect(await shownNames(page)).toEqual([
      'Certificado bancario.png',
      'Factura de la luz.pdf',
      'Orden de domiciliación bancaria 1.pdf',
      'Orden de domiciliación bancaria 2.pdf',
      'Orden de domiciliación bancaria 3.pdf',
      'Orden de domiciliación bancaria 4.pdf',
      'Orden de domiciliación bancaria 5.pdf',
      'Resguardo de presentación 1.pdf',
      'Resguardo de presentación 2.pdf',
      'Resguardo de presentación 3.pdf',
    ]);
    const official = rows.filter({ hasText: 'Resguardo de presentación 1.pdf' });
    await expect(official.getByRole('cell').nth(2)).toHaveText('AEAT');
  });

  await test.step('sorting by Documento reverses the order', async () => {
    const header = page.getByRole('columnheader', { name: 'Documento' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button', { name: 'Documento' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText('Resolución de alta 10.pdf');
    expect(await shownNames(page)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((index) => `Resolución de alta ${index}.pdf`),
    );
    await header.getByRole('button', { name: 'Documento' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first()).toContainText('Certificado bancario.png');
  });

  await test.step('pages through with Siguiente and Anterior', async () => {
    await next.click();
    await expect(pageNumber(page)).toHaveText('Página 2 de 3');
    await expect(rows.first()).toContainText('Resguardo de presentación 4.pdf');
    await next.click();
    await expect(pageNumber(page)).toHaveText('Página 3 de 3');
    await expect(rows).toHaveCount(7);
    await expect(rows.last()).toContainText('Resolución de alta 10.pdf');
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(pageNumber(page)).toHaveText('Página 2 de 3');
  });

  await test.step('a search starts again from page 1', async () => {
    await search.fill('RES');
    await expect(pageNumber(page)).toHaveText('Página 1 de 2');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Resguardo de presentación 1.pdf');

    await search.fill('resolucion de alta 1');
    await expect(rows).toHaveCount(2);
    expect(await shownNames(page)).toEqual([
      'Resolución de alta 1.pdf',
      'Resolución de alta 10.pdf',
    ]);
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toHaveCount(0);

    await search.fill('nada parecido');
    await expect(page.getByRole('status').filter({ hasText: 'Ningún' })).toHaveText(
      'Ningún documento coincide con tu búsqueda.',
    );
    await search.clear();
    await expect(pageNumber(page)).toHaveText('Página 1 de 3');
  });

  await test.step('the authority chips filter, and the filter starts again from page 1', async () => {
    await next.click();
    await next.click();
    await expect(pageNumber(page)).toHaveText('Página 3 de 3');

    const socialSecurity = page.getByRole('button', { name: 'Seguridad Social' });
    await socialSecurity.click();
    await expect(socialSecurity).toHaveAttribute('aria-pressed', 'true');
    await expect(pageNumber(page)).toHaveText('Página 1 de 2');
    await expect(rows.first()).toContainText('Orden de domiciliación bancaria 1.pdf');

    await page.getByRole('button', { name: 'AEAT' }).click();
    await expect(pageNumber(page)).toHaveText('Página 1 de 3');
    await page.getByRole('button', { name: 'Seguridad Social' }).click();
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toHaveCount(0);
    for (const row of await rows.all())
      await expect(row).toContainText('Resguardo de presentación');

    await page.getByRole('button', { name: 'Mutua' }).click();
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: 'Borrar' }).click();
    await expect(page.getByRole('button', { name: 'AEAT' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
    await expect(pageNumber(page)).toHaveText('Página 1 de 3');
  });

  await test.step('on a phone, the Filtros sheet applies and clears the filter', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'AEAT' })).toBeHidden();
    await next.click();
    await expect(pageNumber(page)).toHaveText('Página 2 de 3');

    await page.getByRole('button', { name: 'Filtros' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.getByRole('checkbox', { name: 'Seguridad Social' }).check();
    await sheet.getByRole('button', { name: 'Aceptar' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(pageNumber(page)).toHaveText('Página 1 de 2');
    await expect(rows.first()).toContainText('Orden de domiciliación bancaria 1.pdf');

    await page.getByRole('button', { name: 'Filtros (1)' }).click();
    await expect(sheet.getByRole('checkbox', { name: 'Seguridad Social' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
    await expect(pageNumber(page)).toHaveText('Página 1 de 3');
    await expect(rows).toHaveCount(10);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('official documents cannot be selected; the two uploaded ones are deleted', async () => {
    await expect(
      page.getByRole('checkbox', { name: 'Seleccionar Resguardo de presentación 1.pdf' }),
    ).toBeDisabled();
    await expect(
      page.getByRole('checkbox', { name: 'Seleccionar Orden de domiciliación bancaria 1.pdf' }),
    ).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Seleccionar Certificado bancario.png' }).check();
    await page.getByRole('checkbox', { name: 'Seleccionar Factura de la luz.pdf' }).check();
    const selection = page.getByRole('region', { name: 'Documentos seleccionados' });
    await expect(selection).toContainText('2 seleccionado(s)');
    await selection.getByRole('button', { name: 'Eliminar documentos seleccionados' }).click();

    const confirm = page.getByRole('dialog', { name: '¿Eliminar 2 documento(s)?' });
    await expect(confirm).toContainText(
      'Los documentos que subiste se eliminarán definitivamente.',
    );
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, '2 documento(s) eliminado(s)')).toBeVisible();
    await expect(selection).toBeHidden();
    await expect(rows.first()).toContainText('Orden de domiciliación bancaria 1.pdf');
    await expect(pageNumber(page)).toHaveText('Página 1 de 3');
  });

  await test.step('after a reload, only the 25 official documents remain', async () => {
    await page.reload();
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('Certificado bancario.png')).toHaveCount(0);
    await expect(page.getByText('Factura de la luz.pdf')).toHaveCount(0);
    await next.click();
    await next.click();
    await expect(pageNumber(page)).toHaveText('Página 3 de 3');
    await expect(rows).toHaveCount(5);
    await expect(rows.last()).toContainText('Resolución de alta 10.pdf');
  });
});
