// The flags area's wire shapes: a stored flag or segment is its wire shape (the area has no
// presenter); an SDK key drops what only the store holds.
import type { SdkKey } from "../../../schema/flags";
import { presenter } from "../../present";
import type { StoredSdkKey } from "./store";

/** The stored key without what only the store holds (its id and the value's hash). */
export const wireKey = ({ id: _id, keyHash: _hash, ...wire }: StoredSdkKey): SdkKey => wire;
export const presentKey = presenter<StoredSdkKey>(wireKey);
