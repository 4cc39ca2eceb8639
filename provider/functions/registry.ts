// Every lookup function, by name: the fronts serve this list, and the registry-wide test walks it.
import type { AnyFunctionDefinition } from "./definition";
import { getDomainConfigFunction } from "./domain-config";
import { getProjectFunction } from "./project";

export const functionDefinitions: readonly AnyFunctionDefinition[] = [
  getProjectFunction as never,
  getDomainConfigFunction as never,
];
