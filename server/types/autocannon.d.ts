/** The part of autocannon's programmatic API that scripts/bench.ts uses (it ships no types). */
declare module "autocannon" {
  export type Histogram = {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total?: number;
  };

  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
