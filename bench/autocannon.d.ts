// The parts of autocannon 8 that the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface BuiltRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }

  type RequestContext = Record<string, unknown>;

  interface RequestStep {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: BuiltRequest, context: RequestContext) => BuiltRequest;
    onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string | string[]>) => void;
  }

  interface Client {
    /** Replaces this connection's request steps; only with pipelining 1. */
    setRequests(requests: RequestStep[]): void;
  }

  interface Options {
    url: string;
    connections: number;
    duration: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestStep[];
    /** Called once per connection as it is created. */
    setupClient?: (client: Client) => void;
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Result {
    latency: Histogram;
    requests: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { BuiltRequest, Client, RequestContext, RequestStep, Options, Result };
}
