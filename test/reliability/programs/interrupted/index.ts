// One resource of every kind with `adopt: true`, so that an `up` after
// `pulumi refresh --clear-pending-creates` takes over what an interrupted `up` created.
import { everyFamily } from "../../every-family";

everyFamily("i", 1, { adopt: true });
