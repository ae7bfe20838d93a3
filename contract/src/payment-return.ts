import { z } from 'zod';

// What eSewa, Khalti and the sandbox gateway send back with the shopper's browser. None of it is
// trusted: the server verifies every value with the gateway (or its signature) before an order
// counts as paid. The limits only keep absurd values out.

const text = (max: number) => z.string().max(max).optional();

/** eSewa's return: `data` is its signed, base64 JSON answer; `ref` is our attempt's reference. */
export const ZEsewaReturnQuery = z.object({ data: text(8192), result: text(20), ref: text(100) });
export const ZKhaltiReturnQuery = z.object({ pidx: text(100), purchase_order_id: text(100) });

/** The sandbox gateway's pretend checkout page for one attempt. */
export const ZTestCheckoutQuery = z.object({ ref: z.string().max(100).default('') });
const field = (max: number) => z.string().max(max).default('');
/** The sandbox page's form (url-encoded): the outcome the tester chose, signed by the page. */
export const ZTestCompleteBody = z.object({
  ref: field(100),
  amount: field(20),
  outcome: field(20),
  sig: field(128),
});

/** Pages and redirects for a browser, not JSON: the success answer is an HTML page or nothing. */
export const ZBrowserPage = z.string();
