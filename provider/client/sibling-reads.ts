// Reads of one parent's children (the variables of a project, the records of a domain, the items
// of an edge config) served together. An engine refresh reads every resource at once; one GET per
// child is what runs into the platform's read limits on big teams (the Terraform provider's issues
// #231 and #99). Here, reads of siblings that arrive together share one list of their parent:
//
// - A read waits a few milliseconds for siblings. Alone, it makes its own GET, as before; with
//   company, one list of the parent serves them all.
// - The list is kept for the rest of the run (the configured client's life, bounded by `freshForMs`)
//   and dropped at once by any write of ours under that parent; reads after a write list again.
// - A child the list does not hold is read with its own GET: the list may be a page short, or
//   eventually consistent, and only the GET's 404 says the child is gone.
// - A failed list costs nothing but time: each read then makes its own GET.

export interface SiblingReadsOptions<Child> {
  /** Every child of `parent`, across pages, in the shape a GET of one child answers. */
  list(parent: string): Promise<readonly Child[]>;
  /** The ids a read may name the child by (an id, and a slug where reads take one). */
  idsOf(child: Child): readonly string[];
  /** How long a read waits for siblings before it reads alone (default 10 ms). */
  batchWindowMs?: number;
  /** How long a list serves later reads (default a minute: longer than any refresh's burst). */
  freshForMs?: number;
}

interface Listing<Child> {
  readonly children: Promise<ReadonlyMap<string, Child> | undefined>;
  /** When the list was answered; undefined while in flight. */
  answeredAt?: number;
  /** A write under the parent came after the list was asked for. */
  stale: boolean;
}

interface Batch {
  readers: number;
  /** Resolves true when the batch lists, false when its one reader reads alone. */
  readonly decided: Promise<boolean>;
}

export class SiblingReads<Child> {
  private readonly listings = new Map<string, Listing<Child>>();
  private readonly batches = new Map<string, Batch>();
  private readonly batchWindowMs: number;
  private readonly freshForMs: number;

  constructor(private readonly options: SiblingReadsOptions<Child>) {
    this.batchWindowMs = options.batchWindowMs ?? 10;
    this.freshForMs = options.freshForMs ?? 60_000;
  }

  /** The child `id` of `parent`: from a list shared with its siblings, or from `get`. */
  async read(parent: string, id: string, get: () => Promise<Child>): Promise<Child> {
    const listing =
      this.usableListing(parent) ?? ((await this.joinBatch(parent)) ? this.listing(parent) : undefined);
    if (!listing) return get();
    const children = await listing.children;
    const child = listing.stale ? undefined : children?.get(id);
    return child ?? get();
  }

  /**
   * A write of ours under `parent`: what was listed before it (or while it ran) no longer says
   * what is there.
   */
  async writing<T>(parent: string, write: () => Promise<T>): Promise<T> {
    this.invalidate(parent);
    try {
      return await write();
    } finally {
      this.invalidate(parent);
    }
  }

  /** Everything listed is outdated: a write changed children of parents it cannot name. */
  invalidateAll(): void {
    for (const parent of [...this.listings.keys()]) this.invalidate(parent);
  }

  /** What was listed under `parent` is outdated. */
  invalidate(parent: string): void {
    const listing = this.listings.get(parent);
    if (listing) listing.stale = true;
    this.listings.delete(parent);
  }

  /** A list in flight, or answered recently, that no write of ours has outdated. */
  private usableListing(parent: string): Listing<Child> | undefined {
    const listing = this.listings.get(parent);
    if (!listing || listing.stale) return undefined;
    if (listing.answeredAt !== undefined && Date.now() - listing.answeredAt > this.freshForMs) {
      this.listings.delete(parent);
      return undefined;
    }
    return listing;
  }

  /** Waits out the batch window; true when siblings came (the batch lists). */
  private joinBatch(parent: string): Promise<boolean> {
    let batch = this.batches.get(parent);
    if (!batch) {
      const opened: Batch = {
        readers: 0,
        decided: new Promise((resolve) =>
          setTimeout(() => {
            this.batches.delete(parent);
            resolve(opened.readers > 1);
          }, this.batchWindowMs),
        ),
      };
      batch = opened;
      this.batches.set(parent, batch);
    }
    batch.readers++;
    return batch.decided;
  }

  /** The parent's list: the one in flight or fresh, else a new one. */
  private listing(parent: string): Listing<Child> {
    const usable = this.usableListing(parent);
    if (usable) return usable;
    const listing: Listing<Child> = {
      stale: false,
      children: this.options.list(parent).then(
        (children) => {
          listing.answeredAt = Date.now();
          return new Map(
            children.flatMap((child) => this.options.idsOf(child).map((id) => [id, child] as const)),
          );
        },
        () => {
          // Each read falls back to its own GET, whose error (if any) is the one to report.
          if (this.listings.get(parent) === listing) this.listings.delete(parent);
          return undefined;
        },
      ),
    };
    this.listings.set(parent, listing);
    return listing;
  }
}
