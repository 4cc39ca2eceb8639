// The drains family: LogDrain, TraceDrain, getLogDrain, getTraceDrain and getEndpointVerification.
import { defineFamily } from "../kit/manifest";
import { DrainsApi } from "./drains-api";
import { drains } from "./inventory";
import { logDrainDefinition } from "./log-drain";
import { getEndpointVerificationFunction, getLogDrainFunction, getTraceDrainFunction } from "./lookups";
import { logDrainsSection, traceDrainsSection } from "./team-file";
import { traceDrainDefinition } from "./trace-drain";

export const drainsFamily = defineFamily({
  name: "drains",
  resources: { LogDrain: logDrainDefinition, TraceDrain: traceDrainDefinition },
  functions: {
    getLogDrain: getLogDrainFunction,
    getTraceDrain: getTraceDrainFunction,
    getEndpointVerification: getEndpointVerificationFunction,
  },
  client: { drains: (http) => new DrainsApi(http) },
  inventory: [drains],
  teamFile: { sections: [logDrainsSection, traceDrainsSection] },
});
