// The parts of autocannon 8 that bench/load.ts uses (the package ships no types).
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
    onResponse?: (status: number, body: string, context: RequestContext) => void;
  }

  interface Options {
    url: string;
    connections: number;
    duration: number;
    pipelining?: number;
    timeout?: number;
    requests: RequestStep[];
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
  export type { BuiltRequest, RequestContext, RequestStep, Options, Result };
}
