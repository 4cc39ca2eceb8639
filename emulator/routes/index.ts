// Every API area the emulator serves. A new area is one file in this folder plus one line here.
import type { ApiArea } from "../route";
import { identity } from "./identity";
import { projects } from "./projects";
import { customEnvironments } from "./custom-environments";
import { env } from "./env";
import { sharedEnv } from "./shared-env";

export const API_AREAS: readonly ApiArea[] = [identity, projects, customEnvironments, env, sharedEnv];
