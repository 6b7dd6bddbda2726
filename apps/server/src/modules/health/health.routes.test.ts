import { describe, expect, it } from 'vitest';
import { BACKENDS, createLogCapture, useTestApp } from '../../../test/harness.js';

describe.each(BACKENDS)('GET /healthz on %s', (backend) => {
  const logs = createLogCapture();
  const app = useTestApp(backend, { env: { LOG_LEVEL: 'warn' }, logStream: logs.stream });

  it('answers 200 with the database checked', async () => {
    const response = await app().fetch('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 once the database is unreachable, and logs why with the request id', async () => {
    await app().database.close();
    const response = await app().fetch('/healthz', { headers: { 'x-request-id': 'probe-1' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        requestId: 'probe-1',
        msg: 'Health check: database unreachable',
      }),
    );
  });
});
