// The account-level domains area: POST /v7/domains, GET /v5/domains/{domain}, GET /v5/domains,
// PATCH /v3/domains/{domain}, DELETE /v6/domains/{domain} and GET /v6/domains/{domain}/config.
import {
  DomainConfig,
  DomainDeleteResponse,
  DomainList,
  DomainResponse,
  DomainUpdateResponse,
  type Domain,
  type DomainAddRequest,
  type DomainUpdateRequest,
} from "../../../schema/domains";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { paginate } from "../../client/paginate";

const PAGE_SIZE = 100;

export class DomainsApi {
  constructor(private readonly http: HttpClient) {}

  /** Adds a domain; after an ambiguous failure it finds the domain by name instead of adding it twice. */
  async create(body: DomainAddRequest): Promise<Domain> {
    const { domain } = await this.http.create({
      method: "POST",
      path: "/v7/domains",
      body: { method: "add", ...body },
      response: DomainResponse,
      lookup: async () => {
        const found = await this.find(body.name);
        return found && { domain: found };
      },
    });
    return domain;
  }

  async get(name: string): Promise<Domain> {
    const { domain } = await this.http.request({
      method: "GET",
      path: "/v5/domains/{domain}",
      params: { domain: name },
      response: DomainResponse,
    });
    return domain;
  }

  /** The domain, or undefined when the account does not have it. */
  find(name: string): Promise<Domain | undefined> {
    return undefinedIfNotFound(this.get(name));
  }

  /** Sets the zone or ECH mode, then reads the domain back: the PATCH answers only what it changed. */
  async update(name: string, body: Omit<DomainUpdateRequest, "op">): Promise<Domain> {
    await this.http.request({
      method: "PATCH",
      // Sets fields to given values: sending it twice changes nothing more.
      idempotent: true,
      path: "/v3/domains/{domain}",
      params: { domain: name },
      body: { op: "update", ...body },
      response: DomainUpdateResponse,
    });
    return this.get(name);
  }

  async delete(name: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v6/domains/{domain}",
      params: { domain: name },
      response: DomainDeleteResponse,
    });
  }

  /** Every domain of the account, newest first, across pages. */
  list(): AsyncGenerator<Domain, void, undefined> {
    return paginate(async (cursor) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v5/domains",
        query: { limit: PAGE_SIZE, until: cursor },
        response: DomainList,
      });
      return { items: page.domains, next: page.pagination.next };
    });
  }

  /** How `domain` (any hostname) points at the platform, optionally for one project. */
  config(domain: string, projectIdOrName?: string): Promise<DomainConfig> {
    return this.http.request({
      method: "GET",
      path: "/v6/domains/{domain}/config",
      params: { domain },
      query: { projectIdOrName },
      response: DomainConfig,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    domains: DomainsApi;
  }
}
