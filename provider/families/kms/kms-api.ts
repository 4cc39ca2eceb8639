// Key-signing issuers (`/v1/kms/issuers`): issuers, their signing keys (create, activate, revoke),
// their project-grant policies, and signing.
import { z } from "zod";
import {
  KmsIssuer,
  KmsIssuerList,
  KmsPolicy,
  KmsSigningKey,
  SignTokenAnswer,
  type KmsAlgorithm,
  type KmsSigningKeyCreateRequest,
} from "../../../schema/kms";
import type { HttpClient } from "../../client/http";

const ISSUERS = "/v1/kms/issuers";
const ISSUER = `${ISSUERS}/{issuerId}`;
const POLICY = `${ISSUER}/policies/{kind}/{policyKey}`;
const NoContent = z.unknown();

export class KmsApi {
  constructor(private readonly http: HttpClient) {}

  createIssuer(body: { name: string; algorithm?: KmsAlgorithm | undefined }): Promise<KmsIssuer> {
    return this.http.create({
      method: "POST",
      path: ISSUERS,
      body,
      response: KmsIssuer,
      lookup: async () => (await this.issuers()).find((issuer) => issuer.name === body.name),
    });
  }

  issuer(issuerId: string): Promise<KmsIssuer> {
    return this.http.request({ method: "GET", path: ISSUER, params: { issuerId }, response: KmsIssuer });
  }

  async issuers(): Promise<KmsIssuer[]> {
    const all: KmsIssuer[] = [];
    let next: string | undefined;
    for (let guard = 0; guard < 1000; guard++) {
      const page = await this.http.request({
        method: "GET",
        path: ISSUERS,
        query: { limit: 100, next },
        response: KmsIssuerList,
      });
      all.push(...page.issuers);
      if (page.pagination.next === null || page.pagination.next === next) return all;
      next = page.pagination.next;
    }
    throw new Error("the issuer list's cursor did not stop");
  }

  updateIssuer(issuerId: string, body: { name: string }): Promise<KmsIssuer> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: ISSUER,
      params: { issuerId },
      body,
      response: KmsIssuer,
    });
  }

  async deleteIssuer(issuerId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: ISSUER,
      params: { issuerId },
      response: NoContent,
    });
  }

  /** A new key is a new key: never sent twice blindly. */
  createKey(issuerId: string, body: KmsSigningKeyCreateRequest): Promise<KmsSigningKey> {
    return this.http.request({
      method: "POST",
      idempotent: false,
      path: `${ISSUER}/keys`,
      params: { issuerId },
      body,
      response: KmsSigningKey,
    });
  }

  activateKey(issuerId: string, keyId: string): Promise<KmsSigningKey> {
    return this.http.request({
      method: "POST",
      idempotent: true,
      path: `${ISSUER}/keys/{keyId}/activate`,
      params: { issuerId, keyId },
      response: KmsSigningKey,
    });
  }

  async revokeKey(issuerId: string, keyId: string): Promise<void> {
    await this.http.request({
      method: "POST",
      idempotent: true,
      path: `${ISSUER}/keys/{keyId}/revoke`,
      params: { issuerId, keyId },
      response: KmsIssuer,
    });
  }

  createGrant(
    issuerId: string,
    body: { projectId: string; environments: string[]; tokenClaims?: Record<string, string> | undefined },
  ): Promise<KmsPolicy> {
    return this.http.create({
      method: "POST",
      path: `${ISSUER}/policies`,
      params: { issuerId },
      body: { kind: "project-grant", ...body },
      response: KmsPolicy,
      lookup: async () => (await this.issuer(issuerId)).policies.find((p) => p.projectId === body.projectId),
    });
  }

  updateGrant(
    issuerId: string,
    projectId: string,
    body: { environments: string[]; tokenClaims: Record<string, string> | null },
  ): Promise<KmsPolicy> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: POLICY,
      params: { issuerId, kind: "project-grant", policyKey: projectId },
      body,
      response: KmsPolicy,
    });
  }

  async deleteGrant(issuerId: string, projectId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: POLICY,
      params: { issuerId, kind: "project-grant", policyKey: projectId },
      response: NoContent,
    });
  }

  /** A JWT signed by the issuer's active key. */
  async signToken(issuerId: string, claims: Record<string, unknown>, ttl?: number): Promise<string> {
    const { token } = await this.http.request({
      method: "POST",
      idempotent: true,
      path: `${ISSUER}/sign/token`,
      params: { issuerId },
      body: { claims, ...(ttl !== undefined ? { ttl } : {}) },
      response: SignTokenAnswer,
    });
    return token;
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    kms: KmsApi;
  }
}
