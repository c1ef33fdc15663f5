// The few parts of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
  export type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number; "2xx": number };
  export type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; timeout?: number };
  export default function autocannon(options: Options): Promise<Result>;
}
