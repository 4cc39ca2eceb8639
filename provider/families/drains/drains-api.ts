// The unified drains area (log and trace drains alike): POST|GET /v1/drains and GET|PATCH|DELETE
// /v1/drains/{id}.
import { Drain, DrainList, type DrainCreateRequest, type DrainUpdateRequest } from "../../../schema/drains";
import { z } from "zod";
import type { HttpClient } from "../../client/http";

const NoContent = z.undefined();

/** The URL a drain delivers to, whatever its destination type. */
export function drainEndpoint(drain: Pick<Drain, "delivery">): string | undefined {
  const endpoint: unknown = drain.delivery.endpoint;
  if (typeof endpoint === "string") return endpoint;
  const traces = (endpoint as { traces?: unknown } | undefined)?.traces;
  return typeof traces === "string" ? traces : undefined;
}

export class DrainsApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates a drain. Drains have no unique key; after an ambiguous failure the lookup takes a drain
   * with the same name, schema and endpoint that did not exist before this call started.
   */
  async create(body: DrainCreateRequest): Promise<Drain> {
    const before = new Set((await this.list()).map((drain) => drain.id));
    return this.http.create({
      method: "POST",
      path: "/v1/drains",
      body,
      response: Drain,
      lookup: async () =>
        (await this.findMatching(body.name, Object.keys(body.schemas), drainEndpoint(body))).find(
          (drain) => !before.has(drain.id),
        ),
    });
  }

  get(id: string): Promise<Drain> {
    return this.http.request({ method: "GET", path: "/v1/drains/{id}", params: { id }, response: Drain });
  }

  async list(): Promise<Drain[]> {
    const { drains } = await this.http.request({ method: "GET", path: "/v1/drains", response: DrainList });
    return drains;
  }

  /** Drains with this name, carrying exactly these schemas, delivering to this endpoint. */
  async findMatching(
    name: string,
    schemas: readonly string[],
    endpoint: string | undefined,
  ): Promise<Drain[]> {
    return (await this.list()).filter(
      (drain) =>
        drain.name === name &&
        Object.keys(drain.schemas).sort().join() === [...schemas].sort().join() &&
        drainEndpoint(drain) === endpoint,
    );
  }

  update(id: string, body: DrainUpdateRequest): Promise<Drain> {
    return this.http.request({
      method: "PATCH",
      // Sets the given fields to the given values: sending it twice changes nothing more.
      idempotent: true,
      path: "/v1/drains/{id}",
      params: { id },
      body,
      response: Drain,
    });
  }

  async delete(id: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v1/drains/{id}",
      params: { id },
      response: NoContent,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    drains: DrainsApi;
  }
}
