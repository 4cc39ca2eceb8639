// What the registry protocol's operations are given and what they answer: bytes and headers, not
// the platform's JSON replies (registry clients read Location, Range and Docker-Content-Digest).
import type { IncomingHttpHeaders } from "node:http";
import type { Caller } from "../../../auth";
import type { Store } from "../../../store";
import type { ContentStore } from "../content-store";
import type { ResolvedRepository } from "./access";
import type { UploadSessions } from "./uploads";

export interface RegistryServices {
  readonly store: Store;
  readonly content: ContentStore;
  readonly uploads: UploadSessions;
  readonly startTokens: ReadonlySet<string>;
}

export interface RepositoryCall {
  readonly method: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly caller: Caller;
  /** `<team>/<project>/<repository>`, as paths and Location headers spell it. */
  readonly name: string;
  readonly target: ResolvedRepository;
  /** The digest, upload uuid or manifest reference of the path. */
  readonly param: string;
}

export interface RegistryAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body?: Buffer;
}

export const answer = (
  status: number,
  headers: Record<string, string> = {},
  body?: Buffer,
): RegistryAnswer => ({
  status,
  headers,
  ...(body === undefined ? {} : { body }),
});

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): RegistryAnswer =>
  answer(status, { "Content-Type": "application/json", ...headers }, Buffer.from(JSON.stringify(value)));

/** Runs `fn` as one store transaction and waits until its writes are saved. */
export async function committed<T>(store: Store, fn: () => T): Promise<T> {
  const result = store.transaction(fn);
  await store.lastSave();
  return result;
}
