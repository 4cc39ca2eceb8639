// The webhooks area: POST|GET /v1/webhooks, GET|DELETE /v1/webhooks/{id}.
// There is no update endpoint.
import { z } from "zod";
import { Webhook, WebhookList, type WebhookCreateRequest } from "../../../schema/webhooks";
import type { HttpClient } from "../../client/http";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((item) => b.includes(item));

export class WebhooksApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates a webhook; the answer is the only one that carries its signing secret. After an
   * ambiguous failure the lookup finds the webhook by endpoint and events, without its secret
   * (which no read returns), rather than creating a second one.
   */
  create(body: WebhookCreateRequest): Promise<Webhook> {
    return this.http.create({
      method: "POST",
      path: "/v1/webhooks",
      body,
      response: Webhook,
      lookup: () => this.find(body.url, body.events),
    });
  }

  get(id: string): Promise<Webhook> {
    return this.http.request({ method: "GET", path: "/v1/webhooks/{id}", params: { id }, response: Webhook });
  }

  list(): Promise<Webhook[]> {
    return this.http.request({ method: "GET", path: "/v1/webhooks", response: WebhookList });
  }

  /** The webhook calling `url` for exactly these events. */
  async find(url: string, events: readonly string[]): Promise<Webhook | undefined> {
    return (await this.list()).find((webhook) => webhook.url === url && sameSet(webhook.events, events));
  }

  async delete(id: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v1/webhooks/{id}",
      params: { id },
      response: z.undefined(),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    webhooks: WebhooksApi;
  }
}
