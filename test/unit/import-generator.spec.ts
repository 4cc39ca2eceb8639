// The program generator of `vercel-pulumi import` (cli/import/): names, references, secrets to
// stack config, defaults left out, order, and formatting, from hand-made inventories.
import { expect } from "chai";
import { format } from "prettier";
import { readme } from "../../cli/import/readme";
import { NameBook } from "../../cli/import/names";
import { planProgram } from "../../cli/import/plan";
import { literal, renderProgram } from "../../cli/import/render";
import type { InventoryObject } from "../../provider/inventory";

const project: InventoryObject = {
  type: "Project",
  importId: "prj_web",
  label: "web",
  inputs: { name: "web", framework: "nextjs", gitLfs: false },
  unreadable: [],
};
const inProject = { type: "Project", importId: "prj_web" };

function variable(key: string, id: string, extra: Partial<InventoryObject> = {}): InventoryObject {
  return {
    type: "ProjectEnvironmentVariable",
    importId: `prj_web/${id}`,
    label: `${key} (production)`,
    parent: inProject,
    inputs: { projectId: "prj_web", key, value: "v", targets: ["production"] },
    unreadable: [],
    ...extra,
  };
}

describe("import generator", () => {
  describe("names", () => {
    it("prefixes children with their parent, drops the parent's words, and keeps names unique", () => {
      const book = new NameBook();
      expect(book.name("web").variable).to.equal("web");
      expect(book.name("API_URL (production)", ["web"])).to.include({
        variable: "webApiUrl",
        resource: "web-api-url",
      });
      // The same key on other targets: told apart by the part in brackets, then by number.
      expect(book.name("API_URL (preview)", ["web"]).variable).to.equal("webApiUrlPreview");
      expect(book.name("API_URL (preview)", ["web"], "ProjectEnvironmentVariable").variable).to.equal(
        "webApiUrlProjectEnvironmentVariable",
      );
      expect(book.name("API_URL (preview)", ["web"], "ProjectEnvironmentVariable").variable).to.equal(
        "webApiUrlPreviewProjectEnvironmentVariable",
      );
      expect(book.name("API_URL (preview)", ["web"], "ProjectEnvironmentVariable").variable).to.equal(
        "webApiUrl2",
      );
      expect(book.name("A www.example.com", ["example", "com"]).variable).to.equal("exampleComAWww");
    });

    it("never hands out a keyword or a name the program declares, nor one starting with a digit", () => {
      const book = new NameBook();
      expect(book.name("config", [], "EdgeConfig").variable).to.equal("configEdgeConfig");
      expect(book.name("default", [], "Project").variable).to.equal("defaultProject");
      expect(book.name("1password").variable).to.equal("_1password");
    });
  });

  describe("plan", () => {
    it("refers to other resources by their outputs, never to itself, and leaves defaults out", () => {
      const domain: InventoryObject = {
        type: "Domain",
        importId: "example.com",
        label: "example.com",
        inputs: { name: "example.com" },
        unreadable: [],
      };
      const record: InventoryObject = {
        type: "DnsRecord",
        importId: "rec_1",
        label: "CNAME www.example.com",
        parent: { type: "Domain", importId: "example.com" },
        inputs: { domain: "example.com", type: "CNAME", name: "www", value: "example.com", ttl: 60 },
        unreadable: [],
      };
      const plan = planProgram([project, variable("API_URL", "env_1"), domain, record]);
      const [web, api, zone, www] = plan.declarations.map((d) => literal(d.args));
      expect(web).to.equal('{ name: "web", framework: "nextjs", adopt: true }');
      expect(api).to.equal(
        '{ projectId: web.id, key: "API_URL", value: "v", targets: ["production"], adopt: true }',
      );
      expect(zone).to.equal('{ name: "example.com", adopt: true }');
      // A domain is referred to where an input is a domain, not where a value merely equals its name.
      expect(www).to.equal(
        '{ domain: exampleCom.name, type: "CNAME", name: "www", value: "example.com", adopt: true }',
      );
    });

    it("declares a resource after the ones it refers to, whatever order the inventory had", () => {
      const plan = planProgram([variable("API_URL", "env_1"), project]);
      expect(plan.declarations.map((d) => d.variable)).to.deep.equal(["web", "apiUrl"]);
    });

    it("turns unreadable values into config secrets and lists them, and leaves one-time tokens out", () => {
      const plan = planProgram([
        project,
        variable("DB_PASSWORD", "env_2", {
          unreadable: ["valueWo"],
          inputs: { projectId: "prj_web", key: "DB_PASSWORD", sensitive: true },
        }),
        { type: "EdgeConfigToken", importId: "ecfg_1/tok_1", label: "reader", inputs: {}, unreadable: [] },
      ]);
      expect(literal(plan.declarations[1]!.args)).to.equal(
        '{ projectId: web.id, key: "DB_PASSWORD", sensitive: true, valueWo: config.requireSecret("web-db-password-value"), adopt: true }',
      );
      expect(plan.secrets).to.deep.equal([
        {
          key: "web-db-password-value",
          type: "ProjectEnvironmentVariable",
          label: "DB_PASSWORD (production)",
          input: "valueWo",
          json: false,
        },
      ]);
      expect(plan.skipped.map((s) => `${s.type} ${s.label}`)).to.deep.equal(["EdgeConfigToken reader"]);
      const text = readme(plan, "acme");
      expect(text).to.include("pulumi config set --secret web-db-password-value <value>");
      expect(text).to.include("pulumi config set --secret <key> < key.pem");
      expect(text).to.include("EdgeConfigToken reader: a token's value is shown only when it is created");
    });

    it("reads an unreadable object (a connector's credentials) as a JSON config secret", () => {
      const plan = planProgram([
        {
          type: "Connector",
          importId: "scl_1",
          label: "support (linq)",
          inputs: { name: "support", type: "linq" },
          unreadable: ["credentials"],
        },
      ]);
      expect(literal(plan.declarations[0]!.args)).to.include(
        'credentials: config.requireSecretObject<any>("support-credentials")',
      );
      expect(plan.secrets).to.deep.equal([
        {
          key: "support-credentials",
          type: "Connector",
          label: "support (linq)",
          input: "credentials",
          json: true,
        },
      ]);
      expect(readme(plan, "acme")).to.include("pulumi config set --secret support-credentials '<json>'");
    });
  });

  describe("rendering", () => {
    it("prints a formatted program that imports config only when it needs it", async () => {
      const plain = await renderProgram(planProgram([project, variable("API_URL", "env_1")]), "acme");
      expect(await format(plain, { parser: "typescript", printWidth: 100 })).to.equal(plain);
      expect(plain).to.include('const web = new vercel.Project("web", {');
      expect(plain).to.include("projectId: web.id,");
      expect(plain).to.not.include("@pulumi/pulumi");
      const withSecret = await renderProgram(
        planProgram([project, variable("DB", "env_2", { unreadable: ["valueWo"] })]),
        "acme",
      );
      expect(withSecret).to.include('import * as pulumi from "@pulumi/pulumi";');
      expect(withSecret).to.include("const config = new pulumi.Config();");
    });

    it("quotes keys that are not identifiers and writes values as JSON does", () => {
      expect(literal({ "content-type": 'a"b', n: 1, ok: null, list: [true] })).to.equal(
        '{ "content-type": "a\\"b", n: 1, ok: null, list: [true] }',
      );
    });
  });
});
