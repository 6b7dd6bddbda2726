import { listStepDocuments, type LifecycleOrder } from '@foundly/domain';
import { createSamplePdf } from '../src/modules/dev-seed/index.js';
import type { TestApp } from './harness.js';

/** An official PDF uploaded to a file as the back-office does (REST, with a session cookie). */
export async function uploadOfficial(
  app: TestApp,
  cookie: string,
  orderId: string,
  query: { type: string; fileName: string },
  body: Buffer,
) {
  return app.fetch(
    `/api/ops/orders/${orderId}/documents?${new URLSearchParams(query).toString()}`,
    { method: 'POST', headers: { cookie, 'content-type': 'application/pdf' }, body },
  );
}

/** Uploads, as an operator, the documents the step a file is in produces (an SL's deed...). */
export async function uploadStepDocuments(
  app: TestApp,
  cookie: string,
  orderId: string,
  order: LifecycleOrder,
) {
  for (const type of listStepDocuments(order)) {
    const response = await uploadOfficial(
      app,
      cookie,
      orderId,
      { type, fileName: `${type}.pdf` },
      await createSamplePdf(type),
    );
    if (response.status !== 201) throw new Error(`${type}: ${response.status}`);
  }
}
