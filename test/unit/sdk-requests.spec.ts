// The request checker itself (test/support/sdk-requests), on requests written by hand against the
// models of the pinned @vercel/sdk: what fits passes, each kind of mismatch fails with a message
// naming the model, the place and what is wrong.
import { expect } from "chai";
import type { RecordedRequest } from "../../emulator";
import { checkRequest, type Mismatch } from "../support/sdk-requests/check-request";
import { checkProviderRequests, describeMismatches } from "../support/sdk-requests/provider-requests";
import { sdkOperations, sdkVersion } from "../support/sdk-operations";

function request(method: string, path: string, query = "", body?: unknown): RecordedRequest {
  return {
    seq: 1,
    method,
    path,
    template: path,
    query,
    userAgent: "vercel-pulumi",
    ...(body === undefined ? { bodyKind: "none" } : { bodyKind: "json", body }),
  };
}

function mismatches(sent: RecordedRequest): Array<Pick<Mismatch, "kind" | "at" | "operation">> {
  return checkRequest(sdkOperations(), sent).mismatches.map(({ kind, at, operation }) => ({
    kind,
    at,
    operation,
  }));
}

describe("request checks against the SDK's request models", () => {
  it("reads the operations of the pinned SDK", () => {
    expect(sdkVersion()).to.equal("1.28.35");
    const update = sdkOperations().find((operation) => operation.operationId === "updateProject");
    expect(update).to.deep.include({
      method: "PATCH",
      template: "/v9/projects/{idOrName}",
      body: { field: "RequestBody" },
    });
    expect(update?.query.map((part) => part.wire)).to.have.members(["teamId", "slug"]);
  });

  it("passes a request that fits its model", () => {
    const sent = request("PATCH", "/v9/projects/web", "?teamId=team_1", {
      buildCommand: "make",
      framework: "nextjs",
      passwordProtection: null,
    });
    expect(mismatches(sent)).to.deep.equal([]);
  });

  it("fails a missing required body field", () => {
    const [problem] = checkRequest(
      sdkOperations(),
      request("POST", "/v11/projects", "", { framework: "astro" }),
    ).mismatches;
    expect(problem).to.deep.include({
      kind: "missing-required",
      at: "body.name",
      operation: "POST /v11/projects",
    });
    expect(problem?.model).to.match(/^CreateProjectRequest /);
  });

  it("fails a wrong type, in the body and in the query, naming the types but not the value", () => {
    const sent = request("GET", "/v10/projects/web/env", "?decrypt=maybe", undefined);
    expect(mismatches(sent)).to.deep.equal([
      { kind: "wrong-type", at: "query.decrypt", operation: "GET /v10/projects/{idOrName}/env" },
    ]);
    const [problem] = checkRequest(
      sdkOperations(),
      request("PATCH", "/v9/projects/web", "", { buildCommand: 42, installCommand: "secret-ish" }),
    ).mismatches;
    expect(problem).to.deep.include({
      kind: "wrong-type",
      at: "body.buildCommand",
      message: "expected a string, got a number",
    });
  });

  it("takes the team scope (teamId or slug) on every operation, as seed 000 states, and nothing else unlisted", () => {
    expect(mismatches(request("GET", "/domains/records/rec_1", "?teamId=team_1"))).to.deep.equal([]);
    expect(mismatches(request("GET", "/domains/records/rec_1", "?slug=acme"))).to.deep.equal([]);
    expect(mismatches(request("GET", "/domains/records/rec_1", "?teamId=a&teamId=b"))).to.deep.equal([
      { kind: "wrong-type", at: "query.teamId", operation: "GET /domains/records/{recordId}" },
    ]);
    expect(mismatches(request("GET", "/domains/records/rec_1", "?limit=5"))).to.deep.equal([
      { kind: "unknown-field", at: "query.limit", operation: "GET /domains/records/{recordId}" },
    ]);
  });

  it("takes gitComments and gitProviderOptions on the project update (a recorded SDK gap), checked strictly", () => {
    const sent = request("PATCH", "/v9/projects/web", "", {
      gitComments: { onPullRequest: true, onCommit: false },
      gitProviderOptions: {
        createDeployments: "enabled",
        consolidatedGitCommitStatus: { enabled: true, propagateFailures: false },
      },
    });
    expect(mismatches(sent)).to.deep.equal([]);
    const wrong = request("PATCH", "/v9/projects/web", "", {
      gitComments: { onPullRequest: true },
      gitProviderOptions: { createDeployments: "sometimes", other: 1 },
    });
    expect(mismatches(wrong)).to.have.deep.members([
      {
        kind: "missing-required",
        at: "body.gitComments.onCommit",
        operation: "PATCH /v9/projects/{idOrName}",
      },
      {
        kind: "wrong-type",
        at: "body.gitProviderOptions.createDeployments",
        operation: "PATCH /v9/projects/{idOrName}",
      },
      {
        kind: "unknown-field",
        at: "body.gitProviderOptions.other",
        operation: "PATCH /v9/projects/{idOrName}",
      },
    ]);
    const create = request("POST", "/v11/projects", "", {
      name: "web",
      gitComments: { onPullRequest: true, onCommit: true },
    });
    expect(mismatches(create)).to.deep.equal([
      { kind: "unknown-field", at: "body.gitComments", operation: "POST /v11/projects" },
    ]);
  });

  it("fails a field sent in the query that the model has in the body, and the other way round", () => {
    const sent = request("PATCH", "/v9/projects/web", "?buildCommand=make", { teamId: "team_1" });
    expect(mismatches(sent)).to.deep.equal([
      { kind: "misplaced", at: "query.buildCommand", operation: "PATCH /v9/projects/{idOrName}" },
      { kind: "misplaced", at: "body.teamId", operation: "PATCH /v9/projects/{idOrName}" },
    ]);
  });

  it("fails a field the model does not have, at any depth, and a body the operation does not take", () => {
    const sent = request("POST", "/v11/projects", "", {
      name: "web",
      gitRepository: { type: "github", repo: "a/b", x: 1 },
    });
    expect(mismatches(sent)).to.deep.equal([
      { kind: "unknown-field", at: "body.gitRepository.x", operation: "POST /v11/projects" },
    ]);
    expect(mismatches(request("GET", "/v9/projects/web", "", { name: "web" }))).to.deep.equal([
      { kind: "unknown-field", at: "body", operation: "GET /v9/projects/{idOrName}" },
    ]);
  });

  it("fails a path whose version differs from the SDK's, and a renamed path family", () => {
    const [old] = checkRequest(
      sdkOperations(),
      request("POST", "/v10/projects", "", { name: "web" }),
    ).mismatches;
    expect(old).to.deep.include({ kind: "other-version", operation: "POST /v11/projects" });
    expect(old?.message).to.equal("sent v10; the SDK has this route as /v11/projects");
    expect(mismatches(request("GET", "/v1/edge-config/ecfg_1/items"))).to.deep.equal([
      { kind: "old-path", at: "path", operation: "GET /v1/global-config/{edgeConfigId}/items" },
    ]);
  });

  it("fails a route the SDK lacks unless it is allow-listed, and checks only the provider's requests", () => {
    const lacking = request("POST", "/v2/projects/web/unknown-thing", "", {});
    expect(checkProviderRequests([lacking]).unexpected.map((m) => m.kind)).to.deep.equal([
      "no-sdk-operation",
    ]);
    const link = { ...request("POST", "/v9/projects/web/link", "", { type: "github", repo: "a/b" }) };
    expect(checkProviderRequests([link]).unexpected).to.deep.equal([]);
    const branch = request("PATCH", "/v9/projects/web/branch", "", { branch: "release" });
    expect(checkProviderRequests([branch]).unexpected).to.deep.equal([]);
    const seeding = { ...lacking, userAgent: "node" };
    expect(checkProviderRequests([seeding]).unexpected).to.deep.equal([]);
  });

  it("describes mismatches with the model, the place and the fix to make", () => {
    const { unexpected } = checkProviderRequests([
      request("POST", "/v11/projects", "", { framework: "astro" }),
    ]);
    const message = describeMismatches(unexpected);
    expect(message).to.include(
      "missing-required: POST /v11/projects body.name: required by the model, not sent",
    );
    expect(message).to.include("[model CreateProjectRequest (models/createprojectcontenthint2.js)]");
  });
});
