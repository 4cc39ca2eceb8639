// From the engine events of a refresh preview to the report's findings. A refresh preview emits,
// per resource in state, a "refresh" step (its new state is what the platform has now; none when
// the object is gone), then the plan: "same", "update", "replace", "create" or "delete".
//   - update or replace: drifted, with the changed properties;
//   - create of a resource the refresh found gone: missing, deleted outside the program (the
//     engine plans it as a create; the report says what happened instead);
//   - create of a resource never in state: missing, not created yet;
//   - delete: in state, no longer in the program.
// Pure: events in, findings out; the unit tests feed it recorded events.
import type { EngineEvent, OpType, StepEventMetadata } from "@pulumi/pulumi/automation";
import { changedProperties } from "./properties";
import type { DriftedResource, MissingResource, StackResourceRef } from "./report";
import { isEngineResource, resourceNameOf } from "./resource-types";

/** A resource of this package that exists on the platform, as the refresh read it. */
export interface ManagedResource extends StackResourceRef {
  id: string;
  /** Its outputs (secrets masked by the engine). */
  outputs: Record<string, unknown>;
}

export interface CollectedSteps {
  drifted: DriftedResource[];
  missing: MissingResource[];
  undeclared: StackResourceRef[];
  /** Every resource of this package that the refresh found on the platform. */
  managed: ManagedResource[];
}

const REPLACE_OPS: ReadonlySet<OpType> = new Set(["replace", "create-replacement", "delete-replaced"]);

interface ResourceSteps {
  /** The refresh's result: undefined when not refreshed, null when the object is gone. */
  refreshed?: StepEventMetadata["new"] | null;
  /** The id in state before the refresh (a gone object's id, for the report). */
  stateId?: string;
  /** The plan's steps by op; a step's outputs event replaces its pre event. */
  planned: Map<OpType, StepEventMetadata>;
}

export function collectSteps(events: readonly EngineEvent[]): CollectedSteps {
  const byUrn = stepsByUrn(events);
  const found: CollectedSteps = { drifted: [], missing: [], undeclared: [], managed: [] };
  for (const [urn, { refreshed, stateId, planned }] of byUrn) {
    const any = [...planned.values()][0];
    const type = any?.type ?? refreshed?.type ?? "";
    const ref = refOf(urn, type, refreshed?.id || stateId || any?.old?.id);
    const gone = refreshed === null;
    if (refreshed && resourceNameOf(type)) {
      found.managed.push({ ...ref, id: refreshed.id, outputs: refreshed.outputs ?? {} });
    }

    const replace = [...planned.keys()].some((op) => REPLACE_OPS.has(op));
    const change = planned.get("update") ?? planned.get("replace") ?? planned.get("create-replacement");
    if (planned.has("create")) {
      found.missing.push({ ...ref, reason: gone ? "deleted" : "not-created" });
    } else if (change) {
      found.drifted.push({ ...ref, replace, properties: changedProperties(change) });
    } else if (planned.has("delete")) {
      found.undeclared.push(ref);
    }
  }
  return found;
}

function stepsByUrn(events: readonly EngineEvent[]): Map<string, ResourceSteps> {
  const byUrn = new Map<string, ResourceSteps>();
  for (const event of events) {
    const outputs = event.resOutputsEvent?.metadata;
    const step = outputs ?? event.resourcePreEvent?.metadata;
    if (!step || isEngineResource(step.type)) continue;
    let steps = byUrn.get(step.urn);
    if (!steps) {
      steps = { planned: new Map() };
      byUrn.set(step.urn, steps);
    }
    if (step.op === "refresh") {
      if (step.old?.id) steps.stateId ??= step.old.id;
      // Only the outputs event holds the refresh's result (the pre event has no id yet).
      if (outputs) steps.refreshed = step.new?.id ? step.new : null;
    } else {
      steps.planned.set(step.op, step);
    }
  }
  return byUrn;
}

function refOf(urn: string, type: string, id: string | undefined): StackResourceRef {
  // urn:pulumi:<stack>::<project>::<type chain>::<name>
  const name = urn.slice(urn.lastIndexOf("::") + 2);
  return { urn, type: resourceNameOf(type) ?? type, name, ...(id ? { id } : {}) };
}
