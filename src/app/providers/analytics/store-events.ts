// The facts about the store that are tracked, as named events.

export interface StoreFacts {
  numUsers?: number;
  storeName?: string;
  regions?: string[];
  currencies?: string[];
  numOrders?: number;
  numProducts?: number;
  numDiscounts?: number;
  /** Only when the user neither anonymizes nor opts out. */
  userEmail?: string;
}

export type StoreEvent = [name: keyof StoreFacts, properties: Record<string, unknown>];

/** One event per known fact (unknown facts, still loading, are left out). */
export function storeEvents(facts: StoreFacts): StoreEvent[] {
  const events: StoreEvent[] = [];
  if (facts.numUsers !== undefined) events.push(["numUsers", { count: facts.numUsers }]);
  if (facts.storeName !== undefined) events.push(["storeName", { storeName: facts.storeName }]);
  if (facts.regions !== undefined) events.push(["regions", { regions: facts.regions, count: facts.regions.length }]);
  if (facts.currencies !== undefined) events.push(["currencies", { currencies: facts.currencies }]);
  if (facts.numOrders !== undefined) events.push(["numOrders", { count: facts.numOrders }]);
  if (facts.numProducts !== undefined) events.push(["numProducts", { count: facts.numProducts }]);
  if (facts.numDiscounts !== undefined) events.push(["numDiscounts", { count: facts.numDiscounts }]);
  if (facts.userEmail !== undefined) events.push(["userEmail", { email: facts.userEmail }]);
  return events;
}
