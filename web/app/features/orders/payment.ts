import type { TPaymentAction } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// After process-payment the browser goes where the gateway wants it: a plain
// redirect (Khalti, the test gateway) or a POSTed form (eSewa ePay v2 takes signed form fields).

/** Only web addresses or paths of this site: never `javascript:` or `data:` URLs. */
export function safePaymentUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The hidden inputs of the eSewa form, in the server's order. */
export const formFields = (action: TPaymentAction) =>
  Object.entries(action.fields).map(([name, value]) => ({ name, value }));

/**
 * Leaves for the gateway. Returns false when there is nothing to do online (action "none", e.g.
 * switched to cash on delivery); throws when the address is not one a browser should follow.
 */
export function followPaymentAction(action: TPaymentAction, doc: Document = document): boolean {
  if (action.action === 'none') return false;
  if (!safePaymentUrl(action.url)) throw new Error(m.orders_payment_bad_address());
  if (action.action === 'redirect') {
    doc.defaultView?.location.assign(action.url);
    return true;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action.url;
  form.hidden = true;
  for (const { name, value } of formFields(action)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return true;
}
