// The team's log and trace drains: one list, told apart by the schema they carry.
import { reader } from "../../inventory/types";

export const drains = reader({
  types: ["LogDrain", "TraceDrain"],
  list: (client) => client.drains.list(),
  toListed: (drain) => {
    const type = drain.schemas.trace ? "TraceDrain" : drain.schemas.log ? "LogDrain" : undefined;
    return type ? [{ type, importId: drain.id, label: drain.name }] : [];
  },
});
