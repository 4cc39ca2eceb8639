// Peak resident memory of the provider processes the engine starts (the dynamic provider host,
// the native plugin), sampled from /proc while a phase runs. The engine starts and kills them
// itself, so their own peak (VmHWM) is read on every sample and the largest kept: a process that
// exits between two samples loses at most its last 250 ms of growth.
import { readdir, readFile } from "node:fs/promises";

/** What the provider processes' command lines contain. */
const PROVIDER_PROCESS = /dynamic-provider|native\/main\.js/;
const SAMPLE_EVERY_MS = 250;

async function providerPeaksKiB(): Promise<number[]> {
  const peaks: number[] = [];
  for (const pid of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8");
      if (!PROVIDER_PROCESS.test(cmdline)) continue;
      const status = await readFile(`/proc/${pid}/status`, "utf8");
      const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
      if (hwm) peaks.push(Number(hwm[1]));
    } catch {
      // The process exited between the listing and the read.
    }
  }
  return peaks;
}

/** Runs `work` while sampling; answers its result and the largest provider peak seen, in MiB. */
export async function withPeakProviderMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMiB: number }> {
  let peakKiB = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      for (const kib of await providerPeaksKiB()) peakKiB = Math.max(peakKiB, kib);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  try {
    const result = await work();
    return { result, peakMiB: peakKiB / 1024 };
  } finally {
    running = false;
    await sampler;
  }
}
