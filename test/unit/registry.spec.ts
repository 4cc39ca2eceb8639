// Registry-wide guarantees, checked over every resource definition so that breadth stays honest.
import { expect } from "chai";
import type { z } from "zod";
import * as dynamicHost from "../../provider/dynamic/host";
import { HOST_MODULE, providerModuleFor } from "../../provider/dynamic/serialized-provider";
import { arrayElement, objectShape } from "../../provider/reconcile/values";
import { definitions } from "../../provider/families/registry";
import { NOT_SECRET } from "../support/family-cases";

/** Each resource's serialized provider is stored twice per resource in state: keep it tiny. */
const SERIALIZED_PROVIDER_BUDGET_BYTES = 1024;
/** Field names that carry credentials or secret values and must be declared secret. */
const SENSITIVE_NAME = /(secret|token|password|value|key|connectionString|headers|url)$/i;
/** Every field path of a schema, `[]` for array elements: "gitRepository.repo", "rules[].action". */
function fieldPaths(schema: z.ZodType, prefix = ""): string[] {
  const shape = objectShape(schema);
  if (shape) {
    return Object.entries(shape).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...fieldPaths(child, path)];
    });
  }
  const element = arrayElement(schema);
  return element ? fieldPaths(element, `${prefix}[]`) : [];
}

describe("resource registry", () => {
  it("has unique names", () => {
    const names = definitions.map((definition) => definition.name);
    expect(new Set(names).size).to.equal(names.length);
  });

  for (const definition of definitions) {
    describe(definition.name, () => {
      const inputPaths = fieldPaths(definition.inputs);
      const outputPaths = fieldPaths(definition.outputs);

      it("implements create, read, update, delete, adoption and import ids", () => {
        for (const method of ["create", "read", "update", "delete"] as const) {
          expect(definition[method], method).to.be.a("function");
        }
        expect(definition.adopt.find).to.be.a("function");
        expect(definition.importId.segments).to.have.length.greaterThan(0);
      });

      it("declares every sensitive-looking field secret", () => {
        const declared = new Set([
          ...Object.entries(definition.fields)
            .filter(([, semantics]) => semantics.secret)
            .map(([path]) => path),
          ...definition.secretOutputs,
        ]);
        const undeclared = [...new Set([...inputPaths, ...outputPaths])].filter((path) => {
          const name = path.split(/\.|\[\]/).pop() ?? path;
          return (
            SENSITIVE_NAME.test(name) && !declared.has(path) && !NOT_SECRET.has(`${definition.name}.${path}`)
          );
        });
        expect(undeclared, "sensitive-looking fields not declared secret").to.deep.equal([]);
        expect(outputPaths).to.include.members([...definition.secretOutputs]);
      });

      it("declares semantics only for real input fields", () => {
        expect(inputPaths).to.include.members(Object.keys(definition.fields));
      });

      it("echoes every input among its outputs", () => {
        expect(Object.keys(definition.outputs.shape)).to.include.members(
          Object.keys(definition.inputs.shape),
        );
      });

      it(`stores a provider module under ${SERIALIZED_PROVIDER_BUDGET_BYTES} bytes that loads every method`, () => {
        const text = providerModuleFor(definition.name);
        const size = Buffer.byteLength(text);
        console.log(`      serialized provider of ${definition.name}: ${size} bytes`);
        expect(size).to.be.below(SERIALIZED_PROVIDER_BUDGET_BYTES);
        expect(text).not.to.match(/zod|undici|apiToken|VERCEL_API_TOKEN/);
        // Load it the way Pulumi's dynamic-provider host does: module text, then handler().
        const module = { exports: {} as { handler?: () => Record<string, unknown> } };
        const load = new Function("exports", "require", "module", text);
        const required: string[] = [];
        load(module.exports, (name: string) => (required.push(name), dynamicHost), module);
        const provider = module.exports.handler?.();
        expect(required).to.deep.equal([HOST_MODULE]);
        for (const method of ["configure", "check", "diff", "create", "read", "update", "delete"]) {
          expect(provider?.[method], method).to.be.a("function");
        }
      });
    });
  }
});
