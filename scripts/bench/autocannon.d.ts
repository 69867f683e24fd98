/** The part of autocannon 8 the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type AutocannonResult = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    connections: number;
  };

  export type AutocannonOptions = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Each connection walks this list in order, again and again. */
    requests?: {
      method?: string;
      path: string;
      /** Changes the request before it is sent (e.g. its headers). */
      setupRequest?: (request: {
        method?: string;
        path: string;
        headers?: Record<string, string>;
      }) => { method?: string; path: string; headers?: Record<string, string> };
      /** Called with each answer's status. */
      onResponse?: (status: number) => void;
    }[];
    /** Sent with every request. */
    headers?: Record<string, string>;
  };

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
