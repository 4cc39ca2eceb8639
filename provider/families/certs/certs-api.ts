// The certs group: upload a certificate (`PUT /v8/certs`), read, list and remove it. The SDK's list
// takes no paging parameters: the list is read whole.
import { Cert, CertList, CertRemoved, type CertUploadRequest } from "../../../schema/certs";
import type { HttpClient } from "../../client/http";

const CERTS = "/v8/certs";
const CERT = `${CERTS}/{id}`;

export class CertsApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * A certificate's names and expiry are its key: after an ambiguous failure the lookup takes an
   * uploaded certificate with those that did not exist before this call started.
   */
  async upload(body: CertUploadRequest, key: { cns: readonly string[]; expiresAt: number }): Promise<Cert> {
    const before = new Set((await this.list()).map((cert) => cert.id));
    return this.http.create({
      method: "PUT",
      path: CERTS,
      body,
      response: Cert,
      lookup: async () => (await this.findUploaded(key)).find((cert) => !before.has(cert.id)),
    });
  }

  get(id: string): Promise<Cert> {
    return this.http.request({ method: "GET", path: CERT, params: { id }, response: Cert });
  }

  /** Every certificate of the account, issued and uploaded, newest first. */
  async list(): Promise<Cert[]> {
    return (await this.http.request({ method: "GET", path: CERTS, response: CertList })).certs;
  }

  /** Uploaded certificates (the platform renews only those it issued) with these names and expiry. */
  async findUploaded(key: { cns: readonly string[]; expiresAt: number }): Promise<Cert[]> {
    const names = [...key.cns].sort().join(",");
    return (await this.list()).filter(
      (cert) =>
        !cert.autoRenew && cert.expiresAt === key.expiresAt && [...cert.cns].sort().join(",") === names,
    );
  }

  async remove(id: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: CERT,
      params: { id },
      response: CertRemoved,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    certs: CertsApi;
  }
}
