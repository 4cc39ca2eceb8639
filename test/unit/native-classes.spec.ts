// vercel-pulumi/native: one typed class per registry resource, each of type vercel:index:<Name>.
import { expect } from "chai";
import * as native from "vercel-pulumi/native";
import * as dynamic from "../../provider";
import { definitions } from "../../provider/families/registry";

describe("vercel-pulumi/native classes", () => {
  it("exports every registry resource as a class of type vercel:index:<Name>", () => {
    const exported = native as unknown as Record<string, { __pulumiType?: string }>;
    for (const definition of definitions) {
      expect(exported[definition.name], definition.name).to.be.a("function");
      expect(exported[definition.name]?.__pulumiType, definition.name).to.equal(
        `vercel:index:${definition.name}`,
      );
    }
  });

  it("has the same class names as the dynamic front, and no other", () => {
    const classNames = (module: object) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === "function" && "__pulumiType" in value)
        .map(([name]) => name)
        .sort();
    expect(classNames(native)).to.deep.equal(classNames(dynamic));
    expect(classNames(native)).to.have.length(definitions.length);
  });

  it("types the arguments from the definition (checked by the compiler)", () => {
    const args: ConstructorParameters<typeof native.Project>[1] = { name: "site", teamId: "team_1" };
    // @ts-expect-error a project's name is a string
    const wrong: ConstructorParameters<typeof native.Project>[1] = { name: 42 };
    expect([args, wrong]).to.have.length(2);
  });
});
