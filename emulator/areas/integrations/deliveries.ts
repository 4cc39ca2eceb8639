// Sends the recorded deliveries (events.ts) as signed HTTP POSTs, after the transaction that
// recorded them has committed: the store's persist step kicks the dispatcher, which runs on the
// next turn of the event loop. A receiver that fails (non-2xx, network error, timeout) is retried
// with exponential backoff, a bounded number of times; then the delivery is marked failed.
// Every state change is a store transaction, so `GET /_emulator/deliveries` shows where each
// delivery stands and tests wait on it (or on their receiver) instead of sleeping.
import type { LogSink } from "../../log";
import type { Store } from "../../store";
import { deliveriesOf, type StoredDelivery } from "./events";
import { INTEGRATIONS_OWNER } from "./records";

/** Attempts per delivery, and the first retry's delay (doubled each time): 50+100+200+400 ms. */
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 50;
const TIMEOUT_MS = 10_000;

export class WebhookDispatcher {
  private scheduled = false;
  /** Aborted on stop: a receiver that hangs must not hold the process open after the emulator closes. */
  private readonly stopping = new AbortController();
  /** Deliveries being sent right now, so a second pass never sends one twice. */
  private readonly inFlight = new Set<string>();
  /** The one wake-up set, for the earliest retry not yet due; that pass sets the next one. */
  private wake: { at: number; timer: NodeJS.Timeout } | undefined;

  constructor(
    private readonly storeOf: () => Store,
    private readonly log: LogSink,
  ) {}

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  private get store(): Store {
    return this.storeOf();
  }

  /** Send what is due, on the next turn (after the committing transaction has returned). */
  kick(): void {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.sendDue();
    });
  }

  stop(): void {
    this.stopping.abort();
    if (this.wake) clearTimeout(this.wake.timer);
  }

  private sendDue(): void {
    if (this.stopped) return;
    const now = Date.now();
    const pending = deliveriesOf(this.store)
      .list(INTEGRATIONS_OWNER)
      .filter((d) => d.status === "pending" && !this.inFlight.has(d.id));
    for (const delivery of pending.filter((d) => d.nextAttemptAt <= now)) void this.send(delivery);
    // A timer can fire a little before Date.now() reaches the time it was set for (Node measures
    // timers from the event loop's cached clock): whatever is not due yet gets a new wake-up, or
    // it would stay pending for ever.
    const waiting = pending.filter((d) => d.nextAttemptAt > now).map((d) => d.nextAttemptAt);
    if (waiting.length > 0) this.wakeAt(Math.min(...waiting));
  }

  /** Looks for due deliveries at `at` (epoch ms), unless a wake-up is set for then or sooner. */
  private wakeAt(at: number): void {
    if (this.wake && this.wake.at <= at) return;
    if (this.wake) clearTimeout(this.wake.timer);
    const timer = setTimeout(
      () => {
        this.wake = undefined;
        this.kick();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.wake = { at, timer };
  }

  private async send(delivery: StoredDelivery): Promise<void> {
    this.inFlight.add(delivery.id);
    let result: string;
    let ok = false;
    try {
      const response = await fetch(delivery.url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-vercel-signature": delivery.signature },
        body: delivery.body,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      ok = response.ok;
      result = String(response.status);
    } catch (error) {
      result = error instanceof Error ? error.message : String(error);
    } finally {
      this.inFlight.delete(delivery.id);
    }
    if (this.stopped) return;
    this.record(delivery.id, ok, result);
  }

  private record(id: string, ok: boolean, result: string): void {
    const retryAt = this.store.transaction(() => {
      // A reset may have dropped it meanwhile.
      const current = deliveriesOf(this.store).get(INTEGRATIONS_OWNER, id);
      if (!current) return undefined;
      const attempts = current.attempts + 1;
      const nextAttemptAt = Date.now() + FIRST_RETRY_MS * 2 ** (attempts - 1);
      const status = ok ? "delivered" : attempts >= MAX_ATTEMPTS ? "failed" : "pending";
      deliveriesOf(this.store).replace(INTEGRATIONS_OWNER, {
        ...current,
        status,
        attempts,
        lastResult: result,
        nextAttemptAt,
      });
      return status === "pending" ? nextAttemptAt : undefined;
    });
    this.log(`webhook delivery ${id} (${ok ? "delivered" : "failed"}: ${result})`);
    if (retryAt !== undefined) this.wakeAt(retryAt);
  }
}
