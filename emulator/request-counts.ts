import type { RecordedRequest } from "../schema/emulator";

// How many platform calls each endpoint served, keyed "METHOD /template" (e.g. "GET /v9/projects/:idOrName"),
// so tests can assert what a client really sent: retries, pagination, no needless reads.
export class RequestCounter {
  private readonly counts = new Map<string, number>();

  record(method: string, template: string): void {
    const key = `${method} ${template}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  clear(): void {
    this.counts.clear();
  }
}

/**
 * What each platform request carried (method, path, query, body, user agent), kept only when the
 * emulator was started with `recordRequests`: tests check it against the platform's request models.
 * Never the Authorization header.
 */
export class RequestRecorder {
  private requests: RecordedRequest[] = [];
  private lastSeq = 0;

  constructor(readonly recording: boolean) {}

  record(request: Omit<RecordedRequest, "seq" | "body" | "bodyKind"> & { rawBody: string }): void {
    if (!this.recording) return;
    const { rawBody, ...rest } = request;
    this.lastSeq += 1;
    this.requests.push({ seq: this.lastSeq, ...rest, ...bodyOf(rawBody) });
  }

  /** Requests recorded after `seq`, oldest first. */
  after(seq: number): RecordedRequest[] {
    return this.requests.filter((request) => request.seq > seq);
  }

  clear(): void {
    this.requests = [];
  }
}

function bodyOf(raw: string): Pick<RecordedRequest, "body" | "bodyKind"> {
  if (raw.trim() === "") return { bodyKind: "none" };
  try {
    return { bodyKind: "json", body: JSON.parse(raw) as unknown };
  } catch {
    return { bodyKind: "other" };
  }
}
