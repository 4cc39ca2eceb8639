// Registry-wide guarantees, checked over every resource definition so that breadth stays honest.
import * as pulumi from "@pulumi/pulumi";
import { expect } from "chai";
import { serializedProviderFor } from "../../provider/dynamic/serialized-provider";
import { definitions } from "../../provider/resources/registry";

/** Each resource's serialized provider is stored twice per resource in state: keep it tiny. */
const SERIALIZED_PROVIDER_BUDGET_BYTES = 4096;
/** Output names that carry credentials or secret values and must be stored as secrets. */
const SENSITIVE_NAME = /(secret|token|password|value)$/i;

describe("resource registry", () => {
  it("has unique names", () => {
    const names = definitions.map((definition) => definition.name);
    expect(new Set(names).size).to.equal(names.length);
  });

  for (const definition of definitions) {
    describe(definition.name, () => {
      const inputKeys = Object.keys(definition.inputs.shape);
      const outputKeys = [...inputKeys, ...definition.computedOutputs];

      it("implements create, read, update and delete", () => {
        for (const method of ["create", "read", "update", "delete"] as const) {
          expect(definition[method], method).to.be.a("function");
        }
        expect(definition.adopt.find).to.be.a("function");
      });

      it("declares every sensitive output as secret", () => {
        const sensitive = outputKeys.filter((key) => SENSITIVE_NAME.test(key));
        expect(definition.secretOutputs).to.include.members(sensitive);
        expect(outputKeys).to.include.members([...definition.secretOutputs]);
      });

      it("names only real inputs in its replace and computed rules", () => {
        const topLevel = (path: string) => path.split(".")[0] ?? path;
        expect(inputKeys).to.include.members(definition.replaceOnChanges.map(topLevel));
        expect(inputKeys).to.include.members(definition.computedInputs.map(topLevel));
      });

      it(`serializes its provider under ${SERIALIZED_PROVIDER_BUDGET_BYTES} bytes, with nothing heavy inside`, async () => {
        const provider = serializedProviderFor(definition.name);
        const { text } = await pulumi.runtime.serializeFunction(() => provider, { allowSecrets: false });
        const size = Buffer.byteLength(text);
        console.log(`      serialized provider of ${definition.name}: ${size} bytes`);
        expect(size).to.be.below(SERIALIZED_PROVIDER_BUDGET_BYTES);
        expect(text).to.include('require("vercel-pulumi/dynamic-host")');
        expect(text).not.to.match(/zod|undici|apiToken|VERCEL_API_TOKEN/);
      });
    });
  }
});
