// The drains family: LogDrain, TraceDrain, getLogDrain and getTraceDrain.
import { defineFamily } from "../kit/manifest";
import { DrainsApi } from "./drains-api";
import { drains } from "./inventory";
import { logDrainDefinition } from "./log-drain";
import { getLogDrainFunction, getTraceDrainFunction } from "./lookups";
import { logDrainsSection, traceDrainsSection } from "./team-config";
import { traceDrainDefinition } from "./trace-drain";

export const drainsFamily = defineFamily({
  name: "drains",
  resources: { LogDrain: logDrainDefinition, TraceDrain: traceDrainDefinition },
  functions: { getLogDrain: getLogDrainFunction, getTraceDrain: getTraceDrainFunction },
  client: { drains: (http) => new DrainsApi(http) },
  inventory: [drains],
  teamConfig: { sections: [logDrainsSection, traceDrainsSection] },
});
