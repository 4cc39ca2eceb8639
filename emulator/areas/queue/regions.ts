// Which region a request is for. The platform's queue has a host per region (`iad1.<queue host>`);
// the emulator reads the region from the first label of the Host header (`iad1.localhost:4001`), or,
// on a host without one (`127.0.0.1:4001`), from the emulator's own `Vqs-Region` header.
import { QUEUE_HEADERS, REGION_PATTERN } from "../../../schema/queue";
import type { PlaneRequest } from "../../data-plane";
import { invalid } from "./errors";

export function regionOf(request: PlaneRequest): string {
  const host = request.headers.host ?? "";
  const label = host.includes(".") ? host.slice(0, host.indexOf(".")) : "";
  const fromHost = REGION_PATTERN.test(label) ? label : undefined;
  const fromHeader = single(request.headers[QUEUE_HEADERS.region]);
  if (fromHeader !== undefined && !REGION_PATTERN.test(fromHeader)) {
    throw invalid(`Vqs-Region "${fromHeader}" is not a region code (e.g. iad1)`);
  }
  if (fromHost && fromHeader && fromHost !== fromHeader) {
    throw invalid(`the host names region ${fromHost} and Vqs-Region names ${fromHeader}`);
  }
  const region = fromHost ?? fromHeader;
  if (region === undefined) {
    throw invalid(
      "no region: call a region's host (e.g. iad1.localhost:<port>) or name it in the Vqs-Region header",
    );
  }
  return region;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
