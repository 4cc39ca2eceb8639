// The models the emulator's gateway serves. None calls a real model: each answers
// deterministically (reply.ts), so an application's tests give the same answer on every run. The
// `emulator/*` models say what they do in their name; the others stand in for catalogue models an
// application may name, answer as echoes, and are served by several providers so that provider
// order and fallback (`providerOptions.gateway.order`) can be shown. The admin API adds more
// (`POST /_emulator/ai-gateway/models`).
import type { Store } from "../../store";
import { IDENTITY_OWNER } from "../identity/store";
import { addedModelsOf, type CatalogueModel } from "./store";

/** 2025-01-01T00:00:00Z, in epoch seconds: a fixed `created`, so listings are the same on every run. */
const CREATED = 1_735_689_600;

function model(
  id: string,
  name: string,
  providers: string[],
  reply: CatalogueModel["reply"],
  description: string,
): CatalogueModel {
  return {
    id,
    name,
    providers,
    reply,
    description,
    contextWindow: 128_000,
    maxTokens: 8_192,
    created: CREATED,
  };
}

export const BUILT_IN_MODELS: readonly CatalogueModel[] = [
  model(
    "emulator/echo",
    "Echo",
    ["emulator"],
    "echo",
    "Answers with the last user message (images described), or calls the tools it is asked for.",
  ),
  model(
    "emulator/scripted",
    "Scripted",
    ["emulator"],
    "scripted",
    "Answers with the first scripted reply whose match occurs in the last user message (PUT /_emulator/ai-gateway/scripts).",
  ),
  model(
    "openai/gpt-4o-mini",
    "GPT-4o mini (echo)",
    ["openai", "azure"],
    "echo",
    "An echo standing in for the model.",
  ),
  model(
    "anthropic/claude-sonnet-4",
    "Claude Sonnet 4 (echo)",
    ["anthropic", "vertex", "bedrock"],
    "echo",
    "An echo standing in for the model.",
  ),
  model(
    "google/gemini-2.5-flash",
    "Gemini 2.5 Flash (echo)",
    ["google", "vertex"],
    "echo",
    "An echo standing in for the model.",
  ),
];

/** Every model the gateway serves: the built-in ones, then those the admin API added. */
export function catalogue(store: Store): CatalogueModel[] {
  const added = addedModelsOf(store).list(IDENTITY_OWNER);
  const addedIds = new Set(added.map((entry) => entry.id));
  return [...BUILT_IN_MODELS.filter((entry) => !addedIds.has(entry.id)), ...added];
}

export function catalogueModel(store: Store, id: string): CatalogueModel | undefined {
  return addedModelsOf(store).get(IDENTITY_OWNER, id) ?? BUILT_IN_MODELS.find((entry) => entry.id === id);
}
