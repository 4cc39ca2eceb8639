import { expect } from "chai";
import { ConfigurationError, DEFAULT_API_URL, resolveSettings } from "../../provider/config";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

describe("resolveSettings", () => {
  it("prefers stack config over the environment", () => {
    const settings = resolveSettings(
      config({
        "vercel:apiToken": "from-config",
        "vercel:team": "team_a",
        "vercel:apiUrl": "http://127.0.0.1:1",
      }),
      { VERCEL_API_TOKEN: "from-env", VERCEL_TEAM: "team_b", VERCEL_API_URL: "http://127.0.0.1:2" },
    );
    expect(settings).to.deep.equal({ apiToken: "from-config", team: "team_a", apiUrl: "http://127.0.0.1:1" });
  });

  it("falls back to VERCEL_API_TOKEN, VERCEL_TEAM and VERCEL_API_URL", () => {
    const settings = resolveSettings(config({}), {
      VERCEL_API_TOKEN: "env-token",
      VERCEL_TEAM: "my-team",
      VERCEL_API_URL: "http://127.0.0.1:9",
    });
    expect(settings).to.deep.equal({ apiToken: "env-token", team: "my-team", apiUrl: "http://127.0.0.1:9" });
  });

  it("defaults the API URL and leaves the team unset", () => {
    expect(resolveSettings(undefined, { VERCEL_API_TOKEN: "t" })).to.deep.equal({
      apiToken: "t",
      apiUrl: DEFAULT_API_URL,
      blobApiUrl: "https://vercel.com/api/blob",
    });
  });

  it("knows the platform's Blob data plane, takes another one from the settings, and has none for another API", () => {
    const env = { VERCEL_API_TOKEN: "t" };
    expect(resolveSettings(config({ "vercel:apiUrl": "http://127.0.0.1:3000" }), env)).to.not.have.property(
      "blobApiUrl",
    );
    expect(
      resolveSettings(config({ "vercel:apiUrl": "http://127.0.0.1:3000" }), {
        ...env,
        VERCEL_BLOB_API_URL: "http://127.0.0.1:3001",
      }).blobApiUrl,
    ).to.equal("http://127.0.0.1:3001");
    expect(() => resolveSettings(config({ "vercel:blobApiUrl": "blob-plane" }), env)).to.throw(
      'vercel:blobApiUrl must be an http(s) URL, got "blob-plane"',
    );
  });

  it("says how to set a missing token", () => {
    expect(() => resolveSettings(config({}), {}))
      .to.throw(ConfigurationError)
      .with.property("message")
      .that.matches(/vercel:apiToken.*VERCEL_API_TOKEN/);
  });

  it("rejects an API URL that is not http(s), naming the setting", () => {
    expect(() =>
      resolveSettings(config({ "vercel:apiToken": "t", "vercel:apiUrl": "ftp://x" }), {}),
    ).to.throw(/vercel:apiUrl must be an http\(s\) URL/);
  });
});
