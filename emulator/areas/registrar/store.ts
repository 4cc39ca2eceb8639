// The registrar's surface for other areas: the domains area settles due orders before it answers
// (a bought name appears in the account's domains once its order completes), and billing reads
// what each account bought.
export { settleOrders } from "./orders";
export {
  REGISTRAR_BOOKKEEPING_COLLECTIONS,
  registrationsOwnedBy,
  ordersPlacedBy,
  type StoredOrder,
  type StoredRegistration,
} from "./records";
