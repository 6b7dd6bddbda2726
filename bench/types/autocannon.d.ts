// The part of autocannon 9's API the benchmarks use (the package ships no type declarations).
declare module 'autocannon' {
  export interface Client {
    setHeadersAndBody(headers: Record<string, string>, body: string): void;
  }

  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Requests per second across all connections (open loop): unset means as fast as answered. */
    overallRate?: number;
    timeout?: number;
    setupClient?: (client: Client) => void;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
