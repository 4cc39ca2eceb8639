// GET /v2/<name>/tags/list: the repository's tags in lexical order, paged with `n` and `last` as
// the distribution spec has it, a `Link: <...>; rel="next"` header when more follow.
import { tagsOfRepository } from "../store";
import { json, type RegistryAnswer, type RegistryServices, type RepositoryCall } from "./context";
import { paginationInvalid } from "./errors";

export function listTags(services: RegistryServices, call: RepositoryCall): RegistryAnswer {
  const { ownerId, repository } = call.target;
  const all = tagsOfRepository(services.store, ownerId, repository.id)
    .map((tag) => tag.tag)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const last = call.query.get("last");
  const after = last === null ? all : all.filter((tag) => tag > last);
  const rawN = call.query.get("n");
  const n = rawN === null ? after.length : Number(rawN);
  if (!Number.isInteger(n) || n < 0) throw paginationInvalid("n must be a non-negative integer");
  const tags = after.slice(0, n);
  const more = after.length > tags.length && tags.length > 0;
  const next = `</v2/${call.name}/tags/list?n=${n}&last=${encodeURIComponent(tags[tags.length - 1] ?? "")}>; rel="next"`;
  return json(200, { name: call.name, tags }, more ? { Link: next } : {});
}
