// The edge-cache area's answers carry no body; its admin list shows a purge without its owner.
import { presenter } from "../../present";
import type { StoredPurge } from "./store";

export const presentPurge = presenter<StoredPurge>(({ ownerId: _ownerId, ...purge }) => purge);
