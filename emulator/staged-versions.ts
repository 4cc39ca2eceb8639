// A project's set kept in versions, as bulk redirects and project routes are: edits go to the one
// staging version (made from production by the first edit), `promote` makes it production, history
// keeps the earlier production versions for `restore`, `discard` drops the draft. Areas hold their
// versions in a collection of their own, a child of projects in relations.ts.
import type { VersionActionRequest } from "../schema/staged-versions";
import { badRequest, notFound } from "./errors";
import { newId } from "./ids";
import type { Store } from "./store";

export interface StoredVersion<Entry> {
  id: string;
  /** The project it belongs to: its parent in relations.ts. */
  projectId: string;
  ownerId: string;
  createdBy: string;
  lastModified: number;
  name?: string;
  isLive: boolean;
  isStaging: boolean;
  entries: Entry[];
}

/** Earlier production versions kept for `restore` (inferred); older ones are dropped. */
const HISTORY = 50;

export class StagedVersions<Entry> {
  constructor(
    private readonly collection: string,
    private readonly idPrefix: string,
  ) {}

  private of(store: Store) {
    return store.collection<StoredVersion<Entry>>(this.collection);
  }

  /** The project's versions, newest first. */
  all(store: Store, ownerId: string, projectId: string): StoredVersion<Entry>[] {
    return this.of(store)
      .filter(ownerId, (version) => version.projectId === projectId)
      .sort((a, b) => b.lastModified - a.lastModified || b.id.localeCompare(a.id));
  }

  live(store: Store, ownerId: string, projectId: string): StoredVersion<Entry> | undefined {
    return this.of(store).find(ownerId, (v) => v.projectId === projectId && v.isLive);
  }

  staging(store: Store, ownerId: string, projectId: string): StoredVersion<Entry> | undefined {
    return this.of(store).find(ownerId, (v) => v.projectId === projectId && v.isStaging);
  }

  byId(store: Store, ownerId: string, projectId: string, id: string): StoredVersion<Entry> {
    const version = this.of(store).find(ownerId, (v) => v.projectId === projectId && v.id === id);
    if (!version) throw notFound(`Version not found: ${id}`);
    return version;
  }

  /** The version edits go to: the staging one, or a new one holding a copy of production's entries. */
  stagingFor(
    store: Store,
    ownerId: string,
    projectId: string,
    userId: string,
    copy: (entry: Entry) => Entry,
  ): StoredVersion<Entry> {
    const existing = this.staging(store, ownerId, projectId);
    if (existing) return existing;
    const live = this.live(store, ownerId, projectId);
    return this.of(store).insert(ownerId, {
      id: newId(this.idPrefix, 24),
      projectId,
      ownerId,
      createdBy: userId,
      lastModified: store.now(),
      isLive: false,
      isStaging: true,
      entries: (live?.entries ?? []).map(copy),
    });
  }

  /** Stores an edited version, stamping `lastModified` and the name the call gave. */
  save(store: Store, ownerId: string, version: StoredVersion<Entry>, name?: string): StoredVersion<Entry> {
    version.lastModified = store.now();
    if (name !== undefined) version.name = name;
    return this.of(store).replace(ownerId, version);
  }

  /** POST .../versions: promote the staging version, restore an earlier production one, or discard. */
  act(store: Store, ownerId: string, projectId: string, request: VersionActionRequest): StoredVersion<Entry> {
    const version = this.byId(store, ownerId, projectId, request.id);
    if (request.action === "discard") {
      if (!version.isStaging)
        throw badRequest(`Version ${version.id} is not staged: only a staged version is discarded`);
      this.of(store).remove(ownerId, version.id);
      return { ...version, isStaging: false };
    }
    if (request.action === "promote" && !version.isStaging) {
      throw badRequest(`Version ${version.id} is not staged: only a staged version is promoted`);
    }
    if (request.action === "restore" && (version.isStaging || version.isLive)) {
      throw badRequest(`Version ${version.id} is not a previous production version`);
    }
    const live = this.live(store, ownerId, projectId);
    if (live) this.of(store).replace(ownerId, { ...live, isLive: false });
    version.isLive = true;
    version.isStaging = false;
    const saved = this.save(store, ownerId, version, request.name);
    this.trim(store, ownerId, projectId);
    return saved;
  }

  private trim(store: Store, ownerId: string, projectId: string): void {
    const history = this.all(store, ownerId, projectId).filter((v) => !v.isLive && !v.isStaging);
    for (const old of history.slice(HISTORY)) this.of(store).remove(ownerId, old.id);
  }
}
