import { AppError } from '../../lib/errors.ts';

// A product may be in the shop only with what a shopper needs to choose and buy it.

export type Completeness = {
  name: string;
  pricePaisa: number;
  categoryId: number | null;
  description: string;
  imageCount: number;
};

const NEEDS: { field: string; words: string; lacks: (p: Completeness) => boolean }[] = [
  { field: 'name', words: 'a name', lacks: (p) => p.name.trim() === '' },
  { field: 'price', words: 'a price', lacks: (p) => p.pricePaisa <= 0 },
  { field: 'categoryId', words: 'a category', lacks: (p) => p.categoryId === null },
  { field: 'description', words: 'a description', lacks: (p) => p.description.trim() === '' },
  { field: 'images', words: 'at least one picture', lacks: (p) => p.imageCount === 0 },
];

/** What it still needs, in words, in the form's order; empty when complete. */
export const missingOf = (p: Completeness) => NEEDS.filter((n) => n.lacks(p));

/** "a price, a description and at least one picture" */
function listWords(words: string[]) {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 400 naming every missing part, also per field so the form marks each one. */
export function assertComplete(p: Completeness) {
  const missing = missingOf(p);
  if (missing.length === 0) return;
  const message = `Add ${listWords(missing.map((m) => m.words))} before publishing`;
  throw new AppError(
    'incomplete',
    message,
    400,
    Object.fromEntries(missing.map((m) => [m.field, [`Add ${m.words} before publishing`]])),
  );
}
