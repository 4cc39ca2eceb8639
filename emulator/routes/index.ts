// Every API area the emulator serves. A new area is one file in this folder plus one line here.
import type { ApiArea } from "../route";
import { dns } from "./dns";
import { domains } from "./domains";
import { identity } from "./identity";
import { projects } from "./projects";
import { projectDomains } from "./project-domains";

export const API_AREAS: readonly ApiArea[] = [identity, projects, projectDomains, domains, dns];
