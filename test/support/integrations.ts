// Test helpers for integrations: install one through the emulator's admin API (as the dashboard
// would) and exchange its code with the library's exchangeOAuthCode, over real HTTP.
import type { InstallRequest, InstallResponse } from "../../schema/integrations";
import { exchangeOAuthCode, type OAuthInstallation } from "../../provider/integrations";
import { DEFAULT_USER_ID } from "../../emulator";
import type { EmulatorHandle } from "./emulator";

export interface Installed extends InstallResponse {
  clientSecret: string;
}

export async function install(emulator: EmulatorHandle, request: InstallRequest): Promise<Installed> {
  const { status, body } = await emulator.admin.api<InstallResponse>(
    "POST",
    "/_emulator/integrations/installations",
    request,
  );
  if (status !== 201) throw new Error(`install failed with ${status}: ${JSON.stringify(body)}`);
  return { clientSecret: request.clientSecret ?? "", ...body } as Installed;
}

/** Installs and exchanges the code: the installation's token. */
export async function installWithToken(
  emulator: EmulatorHandle,
  request: InstallRequest,
): Promise<Installed & OAuthInstallation> {
  const installed = await install(emulator, request);
  const token = await exchangeOAuthCode({
    clientId: installed.clientId,
    clientSecret: installed.clientSecret,
    code: installed.code,
    redirectUri: installed.redirectUri,
    apiUrl: emulator.url,
  });
  return { ...installed, ...token };
}

/** A second user joins a new team "acme" with the default user and installs there: its token. */
export async function installOnTeamByMember(emulator: EmulatorHandle, scopes: string[]) {
  const member = await emulator.admin.createUser("installer");
  const team = await emulator.admin.createTeam("acme", [DEFAULT_USER_ID, member.user.id]);
  const installed = await installWithToken(emulator, {
    clientSecret: "client-secret",
    scopes,
    userId: member.user.id,
    teamId: team.id,
  });
  return { member, team, installed };
}

/**
 * Calls until `check` passes. What it waits for (a delivery's retries) takes wall-clock time, so
 * the bound is a deadline, far above any schedule the emulator runs, never a number of calls:
 * a count of calls runs out sooner the faster the machine answers.
 */
export async function eventually<T>(
  call: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  deadlineMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const value = await call();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`Gave up waiting for ${what}`);
}
