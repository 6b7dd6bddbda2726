/**
 * An open-loop load: requests sent at a steady rate (one every 1000/rate ms) over a pool of
 * keep-alive connections, whatever the answers' pace. Each latency is counted from the moment the
 * request was due, so a server that falls behind shows it (no coordinated omission).
 */
import http from 'node:http';
import { percentile } from './cli.js';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface SteadyLoadOptions {
  url: string;
  connections: number;
  rate: number;
  durationSeconds: number;
  /** The headers and body of the n-th request. */
  request(index: number): { headers: Record<string, string>; body: string };
}

function send(agent: http.Agent, url: URL, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function steadyLoad(options: SteadyLoadOptions): Promise<LoadFigures> {
  const { connections, rate, durationSeconds } = options;
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const count = Math.round(rate * durationSeconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < count; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { headers, body } = options.request(index);
    inFlight.push(
      send(agent, url, headers, body).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    total: latencies.length,
    non2xx,
    errors,
  };
}
