// The feature flags area (api-contract §8) under /v1/projects/{projectIdOrName}/feature-flags:
// flags, segments and SDK keys. The platform creates all three with PUT, which is no reason to
// send a create twice: each goes through `http.create`, which after an ambiguous failure looks
// the object up by its natural key (a flag's or segment's slug) before creating again.
import { z } from "zod";
import {
  Flag,
  FlagList,
  Segment,
  SegmentList,
  SdkKeyCreated,
  SdkKeyList,
  type FlagCreateRequest,
  type FlagUpdateRequest,
  type SdkKey,
  type SdkKeyCreateRequest,
  type SegmentCreateRequest,
  type SegmentUpdateRequest,
} from "../../../schema/flags";
import { FlagSettings, type FlagSettingsUpdateRequest } from "../../../schema/flag-settings";
import { isGone } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { SiblingReads } from "../../client/sibling-reads";

const BASE = "/v1/projects/{projectId}/feature-flags";
const FLAG = `${BASE}/flags/{flag}`;
const SEGMENT = `${BASE}/segments/{segment}`;

/** A read that finds nothing (404) as undefined: what the create lookups and adopt need. */
function orUndefined<T>(read: Promise<T>): Promise<T | undefined> {
  return read.catch((error: unknown) => {
    if (isGone(error)) return undefined;
    throw error;
  });
}

export class FlagsApi {
  constructor(private readonly http: HttpClient) {}

  /** Creates a flag; after an ambiguous failure, the flag of this slug is the one created. */
  createFlag(projectId: string, body: FlagCreateRequest): Promise<Flag> {
    return this.projectFlags.writing(projectId, () =>
      this.http.create({
        method: "PUT",
        path: `${BASE}/flags`,
        params: { projectId },
        body,
        response: Flag,
        lookup: () => this.findFlag(projectId, body.slug),
      }),
    );
  }

  /** Active and archived flags of the project. */
  async flags(projectId: string): Promise<Flag[]> {
    const lists = await Promise.all(
      (["active", "archived"] as const).map((state) =>
        this.http.request({
          method: "GET",
          path: `${BASE}/flags`,
          params: { projectId },
          query: { state },
          response: FlagList,
        }),
      ),
    );
    return lists.flatMap((list) => list.data);
  }

  /**
   * A flag by id or slug, read with the project's other flags read at the same time (one listing
   * serves them; sibling-reads.ts), or alone.
   */
  readFlag(projectId: string, flag: string): Promise<Flag> {
    return this.projectFlags.read(projectId, flag, () => this.flag(projectId, flag));
  }

  /** The flags of each project read together, shared by every copy of this client for the scope. */
  private get projectFlags(): SiblingReads<Flag> {
    return this.http.perScope("feature flags", () => {
      const list = (projectId: string) => this.flags(projectId);
      return new SiblingReads<Flag>({ list, idsOf: (flag) => [flag.id, flag.slug] });
    });
  }

  /** A flag by id or slug. */
  flag(projectId: string, flag: string): Promise<Flag> {
    return this.http.request({ method: "GET", path: FLAG, params: { projectId, flag }, response: Flag });
  }

  /** The flag of this slug, or undefined. */
  findFlag(projectId: string, slug: string): Promise<Flag | undefined> {
    return orUndefined(this.flag(projectId, slug));
  }

  /** Sets the fields the body names: sending it twice leaves the same flag. */
  updateFlag(projectId: string, flag: string, body: FlagUpdateRequest): Promise<Flag> {
    return this.projectFlags.writing(projectId, () =>
      this.http.request({
        method: "PATCH",
        idempotent: true,
        path: FLAG,
        params: { projectId, flag },
        body,
        response: Flag,
      }),
    );
  }

  /** The platform deletes archived flags only, so an active one is archived first. */
  async deleteFlag(projectId: string, flag: string): Promise<void> {
    const current = await this.flag(projectId, flag);
    if (current.state !== "archived") await this.updateFlag(projectId, flag, { state: "archived" });
    await this.projectFlags.writing(projectId, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: FLAG,
        params: { projectId, flag },
        response: z.undefined(),
      }),
    );
  }

  /** Creates a segment; after an ambiguous failure, the segment of this slug is the one created. */
  createSegment(projectId: string, body: SegmentCreateRequest): Promise<Segment> {
    return this.http.create({
      method: "PUT",
      path: `${BASE}/segments`,
      params: { projectId },
      body,
      response: Segment,
      lookup: () => this.findSegment(projectId, body.slug),
    });
  }

  async segments(projectId: string): Promise<Segment[]> {
    const list = await this.http.request({
      method: "GET",
      path: `${BASE}/segments`,
      params: { projectId },
      response: SegmentList,
    });
    return list.data;
  }

  /** A segment by id or slug. */
  segment(projectId: string, segment: string): Promise<Segment> {
    return this.http.request({
      method: "GET",
      path: SEGMENT,
      params: { projectId, segment },
      response: Segment,
    });
  }

  /** The segment of this slug, or undefined. */
  findSegment(projectId: string, slug: string): Promise<Segment | undefined> {
    return orUndefined(this.segment(projectId, slug));
  }

  updateSegment(projectId: string, segment: string, body: SegmentUpdateRequest): Promise<Segment> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: SEGMENT,
      params: { projectId, segment },
      body,
      response: Segment,
    });
  }

  async deleteSegment(projectId: string, segment: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: SEGMENT,
      params: { projectId, segment },
      response: z.undefined(),
    });
  }

  /**
   * Creates an SDK key; its value is in this answer only. Keys have no natural key and a lost
   * answer loses the value, so after an ambiguous failure the lookup deletes the keys of this
   * type, environment and label that appeared since the call began (unusable: nobody has their
   * value) and the create is sent again.
   */
  async createSdkKey(projectId: string, body: SdkKeyCreateRequest): Promise<SdkKeyCreated> {
    const before = new Set((await this.sdkKeys(projectId)).map((k) => k.hashKey));
    return this.http.create({
      method: "PUT",
      path: `${BASE}/sdk-keys`,
      params: { projectId },
      body,
      response: SdkKeyCreated,
      lookup: async () => {
        const orphans = (await this.sdkKeys(projectId)).filter(
          (k) =>
            !before.has(k.hashKey) &&
            k.type === body.sdkKeyType &&
            k.environment === body.environment &&
            k.label === body.label,
        );
        for (const orphan of orphans) await this.deleteSdkKey(projectId, orphan.hashKey);
        return undefined;
      },
    });
  }

  /** The project's SDK key by hashKey; one the project no longer lists is a NotFoundError. */
  async sdkKey(projectId: string, hashKey: string): Promise<SdkKey> {
    const found = (await this.sdkKeys(projectId)).find((key) => key.hashKey === hashKey);
    if (!found) throw this.http.missing(`${BASE}/sdk-keys`, `SDK key not found: ${hashKey}`);
    return found;
  }

  async sdkKeys(projectId: string): Promise<SdkKey[]> {
    const list = await this.http.request({
      method: "GET",
      path: `${BASE}/sdk-keys`,
      params: { projectId },
      response: SdkKeyList,
    });
    return list.data;
  }

  /** The project's flag settings; the platform answers its defaults for a project that never wrote them. */
  flagSettings(projectId: string): Promise<FlagSettings> {
    return this.http.request({
      method: "GET",
      path: `${BASE}/settings`,
      params: { projectId },
      response: FlagSettings,
    });
  }

  /** Writes what the body names (a PATCH with the same body twice leaves the same settings). */
  updateFlagSettings(projectId: string, body: FlagSettingsUpdateRequest): Promise<FlagSettings> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: `${BASE}/settings`,
      params: { projectId },
      body,
      response: FlagSettings,
    });
  }

  async deleteSdkKey(projectId: string, hashKey: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: `${BASE}/sdk-keys/{hashKey}`,
      params: { projectId, hashKey },
      response: z.undefined(),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    flags: FlagsApi;
  }
}
