// An undici dispatcher that resolves every `*.localhost` name to the loopback address, as RFC 6761
// reserves them (macOS and systemd-resolved do so; a plain glibc resolver does not). Give it to
// `@vercel/queue`'s `dispatcher` option (or to `fetch`) to reach the emulator's queue region hosts,
// `http://iad1.localhost:<port>`, on any machine. Other names resolve as usual.
import { lookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent } from "undici";

const LOOPBACK: LookupAddress = { address: "127.0.0.1", family: 4 };

type AnyLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const resolveLocalhost: LookupFunction = (hostname, options, callback) => {
  const answer = callback as AnyLookupCallback;
  if (hostname !== "localhost" && !hostname.endsWith(".localhost")) {
    lookup(hostname, { ...options }, answer);
  } else if (options.all) {
    answer(null, [LOOPBACK]);
  } else {
    answer(null, LOOPBACK.address, LOOPBACK.family);
  }
};

export function localhostDispatcher(): Agent {
  return new Agent({ connect: { lookup: resolveLocalhost } });
}
