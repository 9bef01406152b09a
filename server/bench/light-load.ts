/**
 * Light requests of other people while bulk work runs: `healthz` and a signed-in `getProfileDetails`
 * of another tenant's user, each loop asking again as soon as it is answered. Latencies are kept
 * whole, so p50, p99 and the slowest are exact.
 */
export type LightFigures = { count: number; failed: number; p50: number; p99: number; slowest: number };

const LOOPS = 4;

function figuresOf(latencies: number[], failed: number): LightFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, failed, p50: at(0.5), p99: at(0.99), slowest: sorted.at(-1) ?? 0 };
}

export function startLightLoad(url: string, token: string): { stop: () => Promise<LightFigures> } {
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const requests = [
    () => fetch(`${url}/healthz`),
    () => fetch(`${url}/api/v1/getProfileDetails`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: '{}' }),
  ];
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const started = performance.now();
      try {
        const response = await (requests[i % requests.length] as () => Promise<Response>)();
        await response.arrayBuffer();
        if (!response.ok) failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return figuresOf(latencies, failed);
    },
  };
}

export const lightLine = (figures: LightFigures) =>
  `p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   slowest ${figures.slowest.toFixed(0).padStart(5)} ms   (${figures.count} requests, ${figures.failed} failed)`;
