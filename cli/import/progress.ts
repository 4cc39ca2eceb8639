// A progress bar on stderr while the team is read, drawn by cli-progress; nothing at all when
// stderr is not a terminal (CI logs, pipes, tests), where a bar would only add noise.
import { Presets, SingleBar } from "cli-progress";
import type { Progress } from "../../provider/inventory";

export interface ProgressReporter {
  update(progress: Progress): void;
  stop(): void;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  if (!stream.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar(
    {
      stream,
      format: "Reading the team [{bar}] {value}/{total} {label}",
      hideCursor: true,
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update({ done, total, label }) {
      if (!started) bar.start(total, 0, { label: "" });
      started = true;
      bar.update(done, { label });
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}
