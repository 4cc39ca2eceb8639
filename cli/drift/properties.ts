// The properties of one planned change: per changed path, what the program declares and what the
// platform has. The paths come from the diff the provider itself computed where the engine passes
// them on (a native provider's detailedDiff); for dynamic resources, whose diff gives the engine
// no paths, from the same diff rules the provider applies (provider/reconcile/diff.ts) run on the
// step's refreshed outputs and the program's inputs: the same list that drives updates.
import { isDeepStrictEqual } from "node:util";
import type { StepEventMetadata } from "@pulumi/pulumi/automation";
import { ownInputs, rules, type Definition } from "../../provider/operations/lifecycle";
import { diffInputs, normalizePair } from "../../provider/reconcile/diff";
import { topLevelKey } from "../../provider/reconcile/fields";
import { parsePropertyPath, valueAt } from "../../provider/reconcile/paths";
import { UNKNOWN } from "../../provider/reconcile/unknown";
import { touchesSecret, unmaskSecrets } from "./masked-values";
import type { DriftedProperty } from "./report";
import { definitionOfType } from "./resource-types";

/** What the report shows for a value the program computes from a resource not created yet. */
export const UNKNOWN_VALUE = "(known after up)";

type Props = Record<string, unknown>;

/** The changed properties of an update or replace step, secrets named but never shown. */
export function changedProperties(step: StepEventMetadata): DriftedProperty[] {
  const olds = unmaskSecrets(ownInputs(step.old?.outputs ?? {}));
  const news = unmaskSecrets(ownInputs(step.new?.inputs ?? {}));
  const secretPaths = [...olds.secretPaths, ...news.secretPaths];
  const compared = comparison(step, olds.value, news.value);
  let paths = compared.paths;
  if (paths.length === 0) {
    // The engine planned a change that no visible value explains: it is in a secret, which the
    // events never carry. Say which secret properties could hold it.
    paths = [...new Set(secretPaths.map(topLevelKey))].sort();
  }
  return paths.map((path) => {
    if (touchesSecret(path, secretPaths)) return { path, secret: true };
    const segments = parsePropertyPath(path);
    return {
      path,
      secret: false,
      ...shown("declared", valueAt(compared.declared, segments)),
      ...shown("actual", valueAt(compared.actual, segments)),
    };
  });
}

interface Comparison {
  paths: string[];
  /** The program's side and the platform's, in the form the paths point into. */
  declared: Props;
  actual: Props;
}

function comparison(step: StepEventMetadata, olds: Props, news: Props): Comparison {
  const definition = definitionOfType(step.type) as Definition | undefined;
  const detailed = Object.keys(step.detailedDiff ?? {}).sort();
  if (definition) {
    try {
      // Normalised as the diff sees them: sets sorted, defaults filled in, so `targets[1]` points
      // at the element the diff compared.
      const { before, after } = normalizePair(rules(definition), olds, news);
      const paths = detailed.length > 0 ? detailed : diffInputs(rules(definition), olds, news).paths;
      return { paths, declared: after, actual: before };
    } catch {
      // A field's normaliser met the secret placeholder where it expects its own shape (a value
      // the program made secret itself): compare the values as they are instead.
    }
  }
  if (detailed.length > 0) return { paths: detailed, declared: news, actual: olds };
  // Another package's resource with no detailed diff: the top-level inputs that differ.
  const paths = Object.keys(news).filter((key) => !isDeepStrictEqual(news[key], olds[key]));
  return { paths: paths.sort(), declared: news, actual: olds };
}

function shown(side: "declared" | "actual", value: unknown): Partial<DriftedProperty> {
  if (value === undefined) return {};
  return { [side]: value === UNKNOWN ? UNKNOWN_VALUE : value };
}
