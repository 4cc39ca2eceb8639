// Every failure uses the platform's `{ error: { code, message } }` envelope, and validation messages
// name the field and the rule.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

describe("emulator error envelope", () => {
  const emulator = useEmulator();

  async function rawPost(path: string, body: string) {
    const response = await fetch(emulator.url + path, {
      method: "POST",
      headers: { Authorization: `Bearer ${emulator.token}`, "Content-Type": "application/json" },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("answers 405 method_unknown listing the supported methods", async () => {
    const { status, body, headers } = await emulator.admin.api("PUT", "/v9/projects/anything");
    expect(status).to.equal(405);
    expect(body).to.deep.equal({
      error: {
        code: "method_unknown",
        message: "This endpoint does not support PUT; it supports GET, PATCH, DELETE",
      },
    });
    expect(headers.get("allow")).to.equal("GET, PATCH, DELETE");
  });

  it("answers 400 to a body that is not JSON", async () => {
    const { status, body } = await rawPost("/v11/projects", "{not json");
    expect(status).to.equal(400);
    expect(body).to.deep.equal({
      error: { code: "bad_request", message: "Invalid request: body is not valid JSON" },
    });
  });

  it("answers 400 to a body that is not an object", async () => {
    const { status, body } = await rawPost("/v11/projects", "[1, 2]");
    expect(status).to.equal(400);
    expect(body).to.deep.equal({
      error: { code: "bad_request", message: "Invalid request: body must be an object" },
    });
  });

  const cases: Array<[string, unknown, string]> = [
    ["a missing field", {}, 'Invalid request: "name" is required'],
    ["a too long name", { name: "a".repeat(101) }, 'Invalid request: "name" must be at most 100 characters'],
    ["a refinement", { name: "a---b" }, `Invalid request: "name" must not contain '---'`],
    [
      "a name with capitals",
      { name: "Web" },
      `Invalid request: "name" may contain only lowercase letters, digits, '.', '_' and '-'`,
    ],
    ["a wrong type", { name: "web", buildCommand: 42 }, 'Invalid request: "buildCommand" must be a string'],
    [
      "a nested field",
      { name: "web", gitRepository: { type: "github" } },
      'Invalid request: "gitRepository.repo" is required',
    ],
    [
      "an enum value",
      { name: "web", gitRepository: { type: "svn", repo: "a/b" } },
      'Invalid request: "gitRepository.type" must be one of "github", "github-limited", "gitlab", "bitbucket", "vercel", "cursor-origin"',
    ],
    [
      "several fields at once",
      { name: "a".repeat(101), devCommand: false },
      'Invalid request: "name" must be at most 100 characters; "devCommand" must be a string',
    ],
  ];
  for (const [label, request, message] of cases) {
    it(`names the field and the rule for ${label}`, async () => {
      const { status, body } = await emulator.admin.api("POST", "/v11/projects", request);
      expect(status).to.equal(400);
      expect(body).to.deep.equal({ error: { code: "bad_request", message } });
    });
  }

  it("validates the query too", async () => {
    const { status, body } = await emulator.admin.api("GET", "/v10/projects?limit=101");
    expect(status).to.equal(400);
    expect(body).to.deep.equal({
      error: { code: "bad_request", message: 'Invalid request: "limit" must be at most 100' },
    });
  });

  it("leaves nothing behind when a request fails", async () => {
    await emulator.admin.api("POST", "/v11/projects", { name: "a".repeat(101) });
    expect((await emulator.admin.state()).total).to.equal(0);
  });
});
