// The project domains area: POST /v10/projects/{idOrName}/domains, GET|PATCH|DELETE
// /v9/projects/{idOrName}/domains/{domain}, POST .../verify, and the list.
import { z } from "zod";
import {
  ProjectDomain,
  ProjectDomainList,
  type ProjectDomainCreateRequest,
  type ProjectDomainUpdateRequest,
} from "../../../schema/project-domains";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { collect, paginate } from "../../client/paginate";
import { SiblingReads } from "../../client/sibling-reads";

const PAGE_SIZE = 100;

export class ProjectDomainsApi {
  constructor(private readonly http: HttpClient) {}

  /** Adds a domain; after an ambiguous failure it finds the domain on the project instead of adding twice. */
  add(projectIdOrName: string, body: ProjectDomainCreateRequest): Promise<ProjectDomain> {
    return this.domains.writing(projectIdOrName, () =>
      this.http.create({
        method: "POST",
        path: "/v10/projects/{idOrName}/domains",
        params: { idOrName: projectIdOrName },
        body,
        response: ProjectDomain,
        lookup: () => this.find(projectIdOrName, body.name),
      }),
    );
  }

  /**
   * The domain as a refresh reads it: with the project's other domains read at the same time
   * (one list of the project serves them; sibling-reads.ts), or alone.
   */
  read(projectIdOrName: string, domain: string): Promise<ProjectDomain> {
    return this.domains.read(projectIdOrName, domain, () => this.get(projectIdOrName, domain));
  }

  get(projectIdOrName: string, domain: string): Promise<ProjectDomain> {
    return this.http.request({
      method: "GET",
      path: "/v9/projects/{idOrName}/domains/{domain}",
      params: { idOrName: projectIdOrName, domain },
      response: ProjectDomain,
    });
  }

  /** The domain, or undefined when the project does not have it. */
  find(projectIdOrName: string, domain: string): Promise<ProjectDomain | undefined> {
    return undefinedIfNotFound(this.get(projectIdOrName, domain));
  }

  update(projectIdOrName: string, domain: string, body: ProjectDomainUpdateRequest): Promise<ProjectDomain> {
    return this.domains.writing(projectIdOrName, () =>
      this.http.request({
        method: "PATCH",
        idempotent: true,
        path: "/v9/projects/{idOrName}/domains/{domain}",
        params: { idOrName: projectIdOrName, domain },
        body,
        response: ProjectDomain,
      }),
    );
  }

  async remove(projectIdOrName: string, domain: string): Promise<void> {
    await this.domains.writing(projectIdOrName, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: "/v9/projects/{idOrName}/domains/{domain}",
        params: { idOrName: projectIdOrName, domain },
        response: z.unknown(),
      }),
    );
  }

  /** Asks the platform to check the TXT challenge again; fails while it is not met. */
  verify(projectIdOrName: string, domain: string): Promise<ProjectDomain> {
    return this.domains.writing(projectIdOrName, () =>
      this.http.request({
        method: "POST",
        // Checking twice changes nothing more.
        idempotent: true,
        path: "/v9/projects/{idOrName}/domains/{domain}/verify",
        params: { idOrName: projectIdOrName, domain },
        response: ProjectDomain,
      }),
    );
  }

  /** Every domain of the project, newest first, across pages. */
  list(projectIdOrName: string): AsyncGenerator<ProjectDomain, void, undefined> {
    return paginate(async (cursor) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v9/projects/{idOrName}/domains",
        params: { idOrName: projectIdOrName },
        query: { limit: PAGE_SIZE, until: cursor },
        response: ProjectDomainList,
      });
      return { items: page.domains, next: page.pagination.next };
    });
  }

  /** The domains of each project read together, shared by every copy of this client for the scope. */
  private get domains(): SiblingReads<ProjectDomain> {
    return this.http.perScope("project domains", () => {
      const list = (projectIdOrName: string) => collect(this.list(projectIdOrName));
      return new SiblingReads<ProjectDomain>({ list, idsOf: (domain) => [domain.name] });
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    projectDomains: ProjectDomainsApi;
  }
}
