// Every family, in the order a program declares them: parents before children, and what others
// refer to (projects, custom environments, segments) before what refers to it.
import { dnsRecords, domains } from "./domains";
import { drains, webhooks } from "./drains-and-webhooks";
import { edgeConfigItems, edgeConfigSchemas, edgeConfigs, edgeConfigTokens } from "./edge-config";
import { projectVariables, sharedVariableLinks, sharedVariables } from "./env";
import { flags, sdkKeys, segments } from "./flags";
import { customEnvironments, firewall, projectDomains, projects } from "./projects";
import type { Family } from "../types";

export const FAMILIES: readonly Family[] = [
  projects,
  customEnvironments,
  projectDomains,
  projectVariables,
  firewall,
  segments,
  flags,
  sdkKeys,
  domains,
  dnsRecords,
  sharedVariables,
  sharedVariableLinks,
  edgeConfigs,
  edgeConfigSchemas,
  edgeConfigItems,
  edgeConfigTokens,
  drains,
  webhooks,
];
