import { toPaisa } from '@upahar/contract';

// Money as staff type it into a field (rupees) and as the API takes it (paisa).

const RUPEES_RE = /^\d+(\.\d{1,2})?$/;

/** Typed rupees ("1,499.50") as paisa; blank stays blank and anything else goes on for the schema to word. */
export function paisaOf(rupees: string): number | string {
  const text = rupees.replaceAll(',', '').trim();
  return RUPEES_RE.test(text) ? toPaisa(Number(text)) : text;
}

/** Paisa as the rupees a field shows: "1499" or "1499.5". */
export const rupeesOf = (paisa: number) => String(paisa / 100);
