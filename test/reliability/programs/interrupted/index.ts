// One resource of every kind with `adopt: true`, so that an `up` after
// `pulumi refresh --clear-pending-creates` takes over what an interrupted `up` created.
import { everyFamily } from "../../every-family";

// The count of resources it declared is a stack output, read by the spec after the recovery.
export const declared = everyFamily("i", 1, { adopt: true }).resources;
