// How each flavour looks: sponge, cream and the topping that tells it apart at a glance.
// Slugs match the cake_flavours rows of the demo seed.
export type Topping =
  | 'cherries'
  | 'chocolate'
  | 'strawberries'
  | 'pineapple'
  | 'fruits'
  | 'beans'
  | 'sprinkles'
  | 'caramel'
  | 'berries'
  | 'mango';

export type CakeLook = { sponge: string; cream: string; drip: string; topping: Topping };

const CAKE_LOOKS: Record<string, CakeLook> = {
  chocolate: { sponge: '#5a3220', cream: '#7b4a2e', drip: '#3b1f12', topping: 'chocolate' },
  'chocolate-truffle': { sponge: '#4a2718', cream: '#6a3b24', drip: '#2e170c', topping: 'chocolate' },
  'black-forest': { sponge: '#4b2a1c', cream: '#fbf4ec', drip: '#3a1e12', topping: 'cherries' },
  'white-forest': { sponge: '#f4e3c4', cream: '#fffaf2', drip: '#f0e6d6', topping: 'cherries' },
  'red-velvet': { sponge: '#a3212f', cream: '#fdf6ee', drip: '#b82a3a', topping: 'berries' },
  vanilla: { sponge: '#f3dca4', cream: '#fff7e6', drip: '#f6c8d6', topping: 'sprinkles' },
  butterscotch: { sponge: '#e9c07a', cream: '#f7e2b5', drip: '#c9852f', topping: 'caramel' },
  strawberry: { sponge: '#f6d4c8', cream: '#f7b6c6', drip: '#e0546f', topping: 'strawberries' },
  pineapple: { sponge: '#f7dd8b', cream: '#fff6d8', drip: '#f2c230', topping: 'pineapple' },
  'fresh-fruit': { sponge: '#f4e0b0', cream: '#fffaf0', drip: '#f5d76e', topping: 'fruits' },
  coffee: { sponge: '#8a5a3b', cream: '#d9b48f', drip: '#5b3823', topping: 'beans' },
  mango: { sponge: '#f8d37a', cream: '#ffe7a8', drip: '#f4a52a', topping: 'mango' },
  blueberry: { sponge: '#e9dcf0', cream: '#cdb6e6', drip: '#5a3f8f', topping: 'berries' },
};

export const lookFor = (flavour: string): CakeLook => CAKE_LOOKS[flavour] ?? CAKE_LOOKS.vanilla;
