// A held-open answer (route.ts `Follow`): the headers at once, then what each step finds, written as
// it comes, until the route says it is done or the client goes away. A step runs in a store
// transaction of its own (it may settle builds), after every write to the store (moving the
// emulator's clock through the admin API is one) and when the route names a moment on the emulator's
// clock at which something falls due, so a build followed in real time moves along too.
import type { ServerResponse } from "node:http";
import { emulatorNow } from "./clock";
import type { Follow, FollowStep } from "./route";
import type { Store } from "./store";

export interface FollowContext {
  readonly store: Store;
  /** The user whose request the steps serve. */
  readonly actor: string;
  /** The pipeline's headers (rate limit). */
  readonly headers: Record<string, string>;
  /** Checks a step's items against the route's response schema; throws when they do not match. */
  check(items: readonly unknown[]): void;
  /** Told why a step failed; the answer ends there. */
  log(message: string): void;
  /** Aborted when the server closes. */
  readonly closing: AbortSignal;
}

const CONTENT_TYPES = {
  lines: "application/stream+json; charset=utf-8",
  array: "application/json; charset=utf-8",
} as const;

/** Sends `follow` on `response`; resolves once the answer has ended, whichever way. */
export function sendFollowed(
  response: ServerResponse,
  follow: Follow,
  context: FollowContext,
): Promise<void> {
  const { store } = context;
  return new Promise<void>((resolve) => {
    let written = 0;
    let finished = false;
    let running = false;
    let again = false;
    let timer: NodeJS.Timeout | undefined;

    const finish = (complete: boolean) => {
      if (finished) return;
      finished = true;
      stopListening();
      clearTimeout(timer);
      context.closing.removeEventListener("abort", onClosing);
      if (complete && !response.destroyed) response.end(follow.format === "array" ? "]" : "");
      else response.destroy();
      resolve();
    };
    const onClosing = () => finish(false);

    const write = (items: readonly unknown[]) => {
      if (items.length === 0 || response.destroyed) return;
      const text =
        follow.format === "lines"
          ? items.map((item) => `${JSON.stringify(item)}\n`).join("")
          : items.map((item, i) => `${written + i === 0 ? "" : ","}${JSON.stringify(item)}`).join("");
      written += items.length;
      response.write(text);
    };

    const step = async () => {
      if (finished) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      let found: { step: FollowStep; now: number };
      try {
        found = store.transaction(() => {
          const next = follow.next(store);
          context.check(next.items);
          return { step: next, now: emulatorNow(store) };
        }, context.actor);
        await store.lastSave();
      } catch (error) {
        // Mid-answer there is no status left to change: the client sees the answer cut short.
        context.log(
          `a followed answer ended on an error: ${error instanceof Error ? error.message : String(error)}`,
        );
        running = false;
        finish(false);
        return;
      }
      running = false;
      if (finished) return;
      write(found.step.items);
      if (found.step.done) {
        finish(true);
        return;
      }
      clearTimeout(timer);
      const { dueAt } = found.step;
      if (dueAt !== undefined) timer = setTimeout(wake, Math.max(0, dueAt - found.now));
      if (again) {
        again = false;
        wake();
      }
    };
    let scheduled = false;
    const wake = () => {
      if (scheduled || finished) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void step();
      });
    };

    const stopListening = store.onCommit(wake);
    context.closing.addEventListener("abort", onClosing, { once: true });
    response.on("close", () => finish(false));
    response.writeHead(200, { ...context.headers, "Content-Type": CONTENT_TYPES[follow.format] });
    // The client hears the status before the first item, which may be a build's stage away.
    if (follow.format === "array") response.write("[");
    else response.flushHeaders();
    void step();
  });
}
