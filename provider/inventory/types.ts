// What the inventory of a team is made of: one object per resource a program could declare,
// keyed as the definitions import it, with its inputs read back exactly as the diff compares them.
import type { VercelClient } from "../families/kit/vercel-client";

/** A parent (a project, a domain, a store...) named by its definition and import id. */
export interface ObjectRef {
  type: string;
  importId: string;
}

export interface InventoryObject {
  /** The registry's resource name, e.g. "DnsRecord". */
  type: string;
  /** The Terraform form the definition's importId parses (no team), e.g. "prj_1/env_2". */
  importId: string;
  /** A human key for reports and variable names, e.g. "A www.example.com". */
  label: string;
  parent?: ObjectRef;
  /**
   * The definition's inputs as read back: what a program would declare. Fields the definition
   * marks secret (a readable env value, drain headers) are here in clear: a report must not print them.
   */
  inputs: Record<string, unknown>;
  /** Input paths that cannot be read back (sensitive env values, secrets): the program sets them. */
  unreadable: string[];
}

/** An object found by a list call, before it is read through its definition. */
export interface Listed {
  type: string;
  importId: string;
  label: string;
  /**
   * Inputs the platform never gives back for this object: they are left out of `inputs` and
   * listed as unreadable (e.g. a sensitive variable's value, which the program sets as `valueWo`).
   */
  unreadable?: readonly string[];
  /** Inputs to leave out of `inputs` as well (the read-back marker standing for an unreadable value). */
  omit?: readonly string[];
}

/** One kind of objects: how to list them, at the top of a team or under one parent. */
export interface InventoryReader {
  /** The resource types it lists (a drain list answers log and trace drains). */
  readonly types: readonly string[];
  /** The parent type whose children this reader lists; absent for the team's top-level objects. */
  readonly parent?: string;
  /** Types a listed object refers to (a project domain's custom environment): they are listed first. */
  readonly after?: readonly string[];
  list(client: VercelClient, parentImportId: string): Promise<Listed[]>;
}

/**
 * A reader listing by one call: `list` answers the platform's objects (under the parent's import
 * id, "" at the top), `toListed` turns each into none, one or several listed objects.
 */
export function reader<Item>(options: {
  types: readonly string[];
  parent?: string;
  after?: readonly string[];
  list: (client: VercelClient, parentImportId: string) => Promise<readonly Item[]>;
  toListed: (item: Item, parentImportId: string) => Listed | readonly Listed[];
}): InventoryReader {
  const { list, toListed, ...rest } = options;
  return {
    ...rest,
    async list(client, parentImportId) {
      return (await list(client, parentImportId)).flatMap((item) => toListed(item, parentImportId));
    },
  };
}
