import type { TCakeAccessory } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { accessoriesChanged, addAccessory, moveAccessory, removeAccessory } from './accessory-list';

const item = (id: string): TCakeAccessory => ({
  id,
  slug: id,
  name: id,
  image: null,
  storeName: 'Annapurna Bakers',
  price: 12_000,
  onSale: true,
});
const ids = (l: TCakeAccessory[]) => l.map((a) => a.id);

describe('the accessories list', () => {
  const list = [item('a'), item('b'), item('c')];

  it('moves an item one place, and not past either end', () => {
    expect(ids(moveAccessory(list, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveAccessory(list, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(moveAccessory(list, 0, -1)).toBe(list);
    expect(moveAccessory(list, 2, 1)).toBe(list);
  });

  it('adds at the end once, up to twelve', () => {
    expect(ids(addAccessory(list, item('d')))).toEqual(['a', 'b', 'c', 'd']);
    expect(addAccessory(list, item('b'))).toBe(list);
    const full = Array.from({ length: 12 }, (_, i) => item(String(i)));
    expect(addAccessory(full, item('x'))).toBe(full);
  });

  it('removes, and tells a changed order from the saved one', () => {
    expect(ids(removeAccessory(list, 'b'))).toEqual(['a', 'c']);
    expect(accessoriesChanged(list, [...list])).toBe(false);
    expect(accessoriesChanged(moveAccessory(list, 0, 1), list)).toBe(true);
    expect(accessoriesChanged(removeAccessory(list, 'c'), list)).toBe(true);
  });
});
