// The emulator's state: plain JSON (so it persists as is), resources grouped by collection (an API
// area, e.g. "projects") then by owner (team or user id), in creation order.
//
// Every request handler runs inside `transaction()`: a handler that throws leaves no partial write
// behind, and a handler that wrote is persisted before its response is sent (the server awaits
// `lastSave()`). Removing an item removes
// its children too (`relations.ts`), inside the same transaction.
import { ByteStore } from "./byte-store";
import { checkParents, COLLECTION_PARENTS, removeDescendants, type CollectionParents } from "./relations";

export interface StoreState {
  /** The last timestamp handed out; timestamps only ever increase, across restarts too. */
  clock: number;
  collections: Record<string, Record<string, unknown[]>>;
}

/** Saves the state after a transaction that wrote; a promise when the save is asynchronous. */
export type Persist = (state: StoreState) => Promise<void> | void;

const SAVED: Promise<void> = Promise.resolve();

/**
 * Told of every item a collection inserts or removes (not of the children a removal cascades to),
 * inside the transaction: the user events area records the account's activity with it, once for
 * every route. It may write to other collections.
 */
export interface WriteObserver {
  changed(
    store: Store,
    change: { kind: "inserted" | "removed"; collection: string; ownerId: string; item: unknown },
  ): void;
}

export class Store {
  private state: StoreState;
  /**
   * The state as it was when the running transaction first wrote: its collection and owner maps
   * copied, its item arrays shared. Writes go to copies of the arrays (`items()`), and items are
   * only ever replaced, never changed in place, so this is enough to undo a failed transaction
   * without copying the whole state on every write.
   */
  private before: StoreState | undefined;
  /** The arrays this transaction has copied already ("collection owner"). */
  private readonly copiedArrays = new Set<string>();
  private inTransaction = false;
  private dirty = false;
  /** The save of the last transaction's writes. */
  private lastSaved: Promise<void> = SAVED;
  private readonly observers: WriteObserver[] = [];
  /** Told after every transaction that wrote (follow.ts wakes held-open answers with it). */
  private readonly commitListeners = new Set<() => void>();
  /** The user whose request the running transaction serves (undefined for admin calls). */
  private currentActor: string | undefined;

  constructor(
    initial: StoreState | undefined,
    private readonly persist: Persist,
    private readonly parents: CollectionParents = COLLECTION_PARENTS,
    /** Binary bodies, kept beside the JSON state rather than in it (byte-store.ts says why). */
    readonly blobs: ByteStore = new ByteStore(),
  ) {
    checkParents(parents);
    this.state = initial ?? emptyState(0);
  }

  /** Typed access to one collection. Items are copied in and out: change them through the collection. */
  collection<T extends { id: string }>(name: string): Collection<T> {
    return new Collection<T>(this, name);
  }

  /**
   * Epoch milliseconds, strictly greater than every timestamp handed out before. List pagination
   * uses `createdAt` as its cursor, so two resources must never share one.
   */
  now(): number {
    this.willWrite();
    this.state.clock = Math.max(Date.now(), this.state.clock + 1);
    return this.state.clock;
  }

  /** Tells `observer` of every insert and removal from now on (after the observers added before it). */
  observe(observer: WriteObserver): void {
    this.observers.push(observer);
  }

  /**
   * Calls `listener` after every transaction that wrote, outside it (it may start a transaction of
   * its own); answers the function that stops it.
   */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** The user whose request the running transaction serves, when a platform request runs it. */
  get actor(): string | undefined {
    return this.currentActor;
  }

  /** @internal Collections report their inserts and removals here. */
  changed(kind: "inserted" | "removed", collection: string, ownerId: string, item: unknown): void {
    for (const observer of this.observers) observer.changed(this, { kind, collection, ownerId, item });
  }

  /**
   * Run `fn` atomically: its writes are persisted when it returns and undone when it throws.
   * `actor` is the user whose request it serves.
   */
  transaction<R>(fn: () => R, actor?: string): R {
    // Handlers are synchronous, so transactions never interleave and need no locking.
    if (this.inTransaction) throw new Error("Store transactions do not nest");
    this.inTransaction = true;
    this.currentActor = actor;
    let wrote = false;
    try {
      const result = fn();
      wrote = this.dirty;
      this.lastSaved = (this.dirty && this.persist(this.state)) || SAVED;
      // Handled here so that a failed save nobody waits for does not crash the process; whoever
      // awaits lastSave() still sees the failure.
      this.lastSaved.catch(() => {});
      return result;
    } catch (error) {
      if (this.before) this.state = this.before;
      this.lastSaved = SAVED;
      throw error;
    } finally {
      this.inTransaction = false;
      this.currentActor = undefined;
      this.before = undefined;
      this.copiedArrays.clear();
      this.dirty = false;
      if (wrote) for (const listener of [...this.commitListeners]) listener();
    }
  }

  /**
   * Resolves once the writes of the last transaction are saved (at once when it wrote nothing or
   * nothing is persisted). Call it right after `transaction()` returns.
   */
  lastSave(): Promise<void> {
    return this.lastSaved;
  }

  /** Drop every resource. The clock is kept so that timestamps stay increasing. */
  clear(): void {
    this.willWrite();
    this.state = emptyState(this.state.clock);
    this.copiedArrays.clear();
  }

  /** A deep copy of the whole state. */
  snapshot(): StoreState {
    return structuredClone(this.state);
  }

  /** @internal The live state, for the state writer to serialise: read it, never change it. */
  current(): StoreState {
    return this.state;
  }

  /**
   * @internal The item array of one owner in one collection: the live one for reading; for writing,
   * this transaction's own copy of it (created on demand), so `before` keeps the original.
   */
  items(collection: string, ownerId: string, forWrite: boolean): unknown[] {
    if (!forWrite) return this.state.collections[collection]?.[ownerId] ?? [];
    this.willWrite();
    const byOwner = (this.state.collections[collection] ??= {});
    const key = `${collection} ${ownerId}`;
    if (!this.copiedArrays.has(key)) {
      byOwner[ownerId] = [...(byOwner[ownerId] ?? [])];
      this.copiedArrays.add(key);
    }
    return byOwner[ownerId] ?? [];
  }

  /** @internal Remove what `id` of `collection` owns, transitively; `Collection.remove` calls it. */
  removeChildren(collection: string, id: string): void {
    this.willWrite();
    removeDescendants(this.state.collections, this.parents, collection, id);
  }

  private willWrite(): void {
    if (!this.inTransaction) throw new Error("Store writes must run inside store.transaction()");
    if (!this.before) this.before = copyMaps(this.state);
    this.dirty = true;
  }
}

/** One area's resources of every owner. Reads return copies, so the store only changes through here. */
export class Collection<T extends { id: string }> {
  constructor(
    private readonly store: Store,
    private readonly name: string,
  ) {}

  /** The owners that have items here: for a lookup by a secret's hash across teams (a gateway key). */
  owners(): string[] {
    const byOwner = this.store.current().collections[this.name] ?? {};
    return Object.keys(byOwner).filter((ownerId) => (byOwner[ownerId]?.length ?? 0) > 0);
  }

  /** The owner's items, oldest first. */
  list(ownerId: string): T[] {
    return this.read(ownerId).map(copy);
  }

  get(ownerId: string, id: string): T | undefined {
    return this.find(ownerId, (item) => item.id === id);
  }

  find(ownerId: string, predicate: (item: T) => boolean): T | undefined {
    const found = this.read(ownerId).find(predicate);
    return found && copy(found);
  }

  /** The owner's items that match, oldest first, at most `limit` of them (a scan that stops early). */
  filter(ownerId: string, predicate: (item: T) => boolean, limit = Number.POSITIVE_INFINITY): T[] {
    const out: T[] = [];
    for (const item of this.read(ownerId)) {
      if (out.length >= limit) break;
      if (predicate(item)) out.push(copy(item));
    }
    return out;
  }

  /** How many of the owner's items match, without copying any. */
  count(ownerId: string, predicate: (item: T) => boolean): number {
    let count = 0;
    for (const item of this.read(ownerId)) if (predicate(item)) count++;
    return count;
  }

  insert(ownerId: string, item: T): T {
    const items = this.write(ownerId);
    if (items.some((existing) => existing.id === item.id)) {
      throw new Error(`${this.name}: duplicate id ${item.id}`);
    }
    items.push(copy(item));
    this.store.changed("inserted", this.name, ownerId, item);
    return copy(item);
  }

  /** Replace the item with the same id; the caller has read it in this transaction, so it exists. */
  replace(ownerId: string, item: T): T {
    const items = this.write(ownerId);
    const index = items.findIndex((existing) => existing.id === item.id);
    if (index < 0) throw new Error(`${this.name}: no item ${item.id} to replace`);
    items[index] = copy(item);
    return copy(item);
  }

  /** Remove the item and, transitively, its children in child collections; false when it did not exist. */
  remove(ownerId: string, id: string): boolean {
    const removed = this.get(ownerId, id);
    if (!removed) return false;
    const items = this.write(ownerId);
    items.splice(
      items.findIndex((existing) => existing.id === id),
      1,
    );
    this.store.removeChildren(this.name, id);
    this.store.changed("removed", this.name, ownerId, removed);
    return true;
  }

  private read(ownerId: string): T[] {
    return this.store.items(this.name, ownerId, false) as T[];
  }

  private write(ownerId: string): T[] {
    return this.store.items(this.name, ownerId, true) as T[];
  }
}

function emptyState(clock: number): StoreState {
  return { clock, collections: {} };
}

/** The state with its collection and owner maps copied and its item arrays shared. */
function copyMaps(state: StoreState): StoreState {
  const collections: StoreState["collections"] = {};
  for (const [name, byOwner] of Object.entries(state.collections)) collections[name] = { ...byOwner };
  return { clock: state.clock, collections };
}

/**
 * A deep copy of a stored item. Items are plain JSON (they persist as is), so a walk over arrays and
 * own keys is enough, and several times faster than structuredClone, which is on every request's path.
 */
function copy<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}
