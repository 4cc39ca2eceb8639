import { expect } from "chai";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";

describe("import ids in the Terraform provider's form", () => {
  const project = definitionByName("Project");
  if (!project) throw new Error("Project is not registered");

  it("reads an id without a team", () => {
    expect(parseImportId(project, "prj_abc")).to.deep.equal({ id: "prj_abc" });
  });

  it("reads the team first", () => {
    expect(parseImportId(project, "team_xyz/prj_abc")).to.deep.equal({ team: "team_xyz", id: "prj_abc" });
  });

  it("names the expected format when the id has too many or empty segments", () => {
    expect(() => parseImportId(project, "a/b/c")).to.throw(
      'Project import id "a/b/c" must look like [team/]projectIdOrName',
    );
    expect(() => parseImportId(project, "team_x/")).to.throw("must look like");
  });
});
