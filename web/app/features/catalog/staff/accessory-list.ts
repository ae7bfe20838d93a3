import { MAX_CAKE_ACCESSORIES, type TCakeAccessory } from '@upahar/contract';

// The seller's ordered list of accessories for a cake, changed one step at a time in the
// browser and sent whole on saving.

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveAccessory(list: TCakeAccessory[], index: number, by: -1 | 1): TCakeAccessory[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The list with `item` added at the end, unless it is already there or the list is full. */
export function addAccessory(list: TCakeAccessory[], item: TCakeAccessory): TCakeAccessory[] {
  if (list.length >= MAX_CAKE_ACCESSORIES || list.some((a) => a.id === item.id)) return list;
  return [...list, item];
}

export const removeAccessory = (list: TCakeAccessory[], id: string) => list.filter((a) => a.id !== id);

/** Whether the list differs from the saved one, order included. */
export const accessoriesChanged = (list: TCakeAccessory[], saved: TCakeAccessory[]) =>
  list.length !== saved.length || list.some((a, i) => a.id !== saved[i].id);
