import { expect } from "chai";
import { RateLimitPacer, type PaceTicket, type PacerClock } from "../../provider/client/pacer";

/** A clock the test moves: timers fire when `advance` passes them. */
class ManualClock implements PacerClock {
  private at = 1_000_000;
  private timers: Array<{ due: number; fire: () => void; live: boolean }> = [];

  now(): number {
    return this.at;
  }

  timer(ms: number, fire: () => void): () => void {
    const timer = { due: this.at + ms, fire, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }

  async advance(ms: number): Promise<void> {
    this.at += ms;
    const due = this.timers.filter((t) => t.live && t.due <= this.at);
    this.timers = this.timers.filter((t) => !due.includes(t));
    for (const timer of due) timer.fire();
    await settled();
  }

  get liveTimers(): number {
    return this.timers.filter((t) => t.live).length;
  }
}

/** Lets every resolved promise run its continuations. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

const KIND = "POST /v10/projects/{idOrName}/env";

const window = (remaining: number, resetSeconds: number, status = 200) => ({
  status,
  headers: new Headers({
    "x-ratelimit-limit": "120",
    "x-ratelimit-remaining": String(remaining),
    "x-ratelimit-reset": String(resetSeconds),
  }),
});

/** Starts `count` acquisitions; `granted` lists the tickets handed out so far. */
function contenders(pacer: RateLimitPacer, count: number, kind = KIND) {
  const granted: PaceTicket[] = [];
  for (let i = 0; i < count; i++) void pacer.acquire(kind).then((ticket) => granted.push(ticket));
  return granted;
}

describe("rate-limit pacer", () => {
  let clock: ManualClock;
  let pacer: RateLimitPacer;
  beforeEach(() => {
    clock = new ManualClock();
    pacer = new RateLimitPacer(65_000, clock);
  });

  it("sends one request to learn an unknown window, then as many as it has room for", async () => {
    const granted = contenders(pacer, 10);
    await settled();
    expect(granted).to.have.length(1);

    pacer.settle(granted[0]!, window(4, 1_060));
    await settled();
    expect(granted).to.have.length(5); // four left in the window, none in flight

    pacer.settle(granted[1]!, window(3, 1_060));
    await settled();
    expect(granted).to.have.length(5); // the answer reports one of the four in flight: no room yet
  });

  it("waits for the window's reset when it is used up and nothing is in flight, then learns the next", async () => {
    const [first] = await Promise.all([pacer.acquire(KIND)]);
    pacer.settle(first!, window(0, 1_030));
    const granted = contenders(pacer, 3);
    await clock.advance(29_999);
    expect(granted).to.have.length(0);
    await clock.advance(1);
    expect(granted).to.have.length(1); // the new window is unknown: one request learns it
    expect(granted[0]!.waitedMs).to.equal(30_000);
    pacer.settle(granted[0]!, window(119, 1_090));
    await settled();
    expect(granted).to.have.length(3);
  });

  it("keeps the lowest report of a window, whatever order the answers arrive in, and a later window's afresh", async () => {
    const probe = await pacer.acquire(KIND);
    pacer.settle(probe, window(3, 1_060));
    const sent = [await pacer.acquire(KIND), await pacer.acquire(KIND), await pacer.acquire(KIND)];
    pacer.settle(sent[2]!, window(0, 1_060));
    pacer.settle(sent[0]!, window(2, 1_060)); // older news
    pacer.settle(sent[1]!, window(1, 1_060));
    const waiting = contenders(pacer, 1);
    await settled();
    expect(waiting).to.have.length(0);
    await clock.advance(60_000);
    expect(waiting).to.have.length(1);
  });

  it("does not pace a kind whose answers carry no rate-limit headers", async () => {
    const probe = await pacer.acquire(KIND);
    pacer.settle(probe, { status: 200, headers: new Headers() });
    const granted = contenders(pacer, 50);
    await settled();
    expect(granted).to.have.length(50);
  });

  it("keeps kinds apart: a used-up create window does not hold back reads", async () => {
    const probe = await pacer.acquire(KIND);
    pacer.settle(probe, window(0, 1_060));
    const reads = contenders(pacer, 1, "GET /v1/projects/{idOrName}/env/{id}");
    const creates = contenders(pacer, 1);
    await settled();
    expect(reads).to.have.length(1);
    expect(creates).to.have.length(0);
  });

  it("after a 429 waits as long as Retry-After says", async () => {
    const probe = await pacer.acquire(KIND);
    pacer.settle(probe, {
      status: 429,
      headers: new Headers({ "retry-after": "7", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1100" }),
    });
    const granted = contenders(pacer, 1);
    await clock.advance(6_999);
    expect(granted).to.have.length(0);
    await clock.advance(1);
    expect(granted).to.have.length(1);
  });

  it("lets the next request learn the window when an attempt got no answer", async () => {
    const probe = await pacer.acquire(KIND);
    const granted = contenders(pacer, 2);
    await settled();
    expect(granted).to.have.length(0);
    pacer.settle(probe);
    await settled();
    expect(granted).to.have.length(1);
  });

  it("never waits longer than a minute and a little, whatever the reset says, and leaves no timer behind", async () => {
    const probe = await pacer.acquire(KIND);
    pacer.settle(probe, window(0, 999_999_999));
    const granted = contenders(pacer, 1);
    await clock.advance(65_000);
    expect(granted).to.have.length(1);
    expect(clock.liveTimers).to.equal(0);
  });
});
