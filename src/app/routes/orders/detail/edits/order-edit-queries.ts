// The order's edits as the page reads them. (The calls that change an edit
// refresh them by their API tag; confirming one refreshes the order too, and
// marking its payment paid refreshes the edits: see the admin overlay.)
import { getOrderEditsOptions } from "@generated/admin/@tanstack/react-query.gen";

// An order gathers a few edits at most; the open one is among them.
export const orderEditsOptions = (orderId: string) => getOrderEditsOptions({ query: { order_id: orderId, limit: 100 } });

/**
 * For `mutateAsync(…).catch(reported)`: a failure is already reported (toasted by
 * the query client, or shown by the form). The promise is what keeps a Button
 * busy until the answer: with `mutate`, the click guard lets a second click
 * through before the pending state has rendered.
 */
export const reported = () => {};
