// Cake configurator options. Prices in rupees per pound, converted
// to paisa by the seed. Colours match the picture generator's looks (images/cake-looks.ts).
export const FLAVOURS = [
  { slug: 'vanilla', name: 'Vanilla', colour: '#f3dca4', icingColour: '#fff7e6', perPound: 0 },
  { slug: 'chocolate', name: 'Chocolate', colour: '#5a3220', icingColour: '#7b4a2e', perPound: 100 },
  {
    slug: 'chocolate-truffle',
    name: 'Chocolate Truffle',
    colour: '#4a2718',
    icingColour: '#6a3b24',
    perPound: 250,
  },
  { slug: 'black-forest', name: 'Black Forest', colour: '#4b2a1c', icingColour: '#fbf4ec', perPound: 100 },
  { slug: 'white-forest', name: 'White Forest', colour: '#f4e3c4', icingColour: '#fffaf2', perPound: 100 },
  { slug: 'red-velvet', name: 'Red Velvet', colour: '#a3212f', icingColour: '#fdf6ee', perPound: 300 },
  { slug: 'butterscotch', name: 'Butterscotch', colour: '#e9c07a', icingColour: '#f7e2b5', perPound: 50 },
  { slug: 'strawberry', name: 'Strawberry', colour: '#f6d4c8', icingColour: '#f7b6c6', perPound: 50 },
  { slug: 'pineapple', name: 'Pineapple', colour: '#f7dd8b', icingColour: '#fff6d8', perPound: 0 },
  { slug: 'fresh-fruit', name: 'Fresh Fruit', colour: '#f4e0b0', icingColour: '#fffaf0', perPound: 200 },
  { slug: 'coffee', name: 'Coffee', colour: '#8a5a3b', icingColour: '#d9b48f', perPound: 150 },
  { slug: 'mango', name: 'Mango', colour: '#f8d37a', icingColour: '#ffe7a8', perPound: 150 },
  { slug: 'blueberry', name: 'Blueberry', colour: '#e9dcf0', icingColour: '#cdb6e6', perPound: 250 },
];

export const ICING_TYPES = [
  { slug: 'whipped-cream', name: 'Whipped cream', perPound: 0 },
  { slug: 'buttercream', name: 'Buttercream', perPound: 100 },
  { slug: 'ganache', name: 'Chocolate ganache', perPound: 250 },
  { slug: 'fondant', name: 'Fondant', perPound: 400 },
];

export const SHAPES = [
  { slug: 'round', name: 'Round', price: 0 },
  { slug: 'square', name: 'Square', price: 0 },
  { slug: 'heart', name: 'Heart', price: 200 },
  { slug: 'rectangle', name: 'Rectangle (sheet)', price: 150 },
];

export const TIERS = [
  { tiers: 1, name: 'Single tier', minPound: 0.5, price: 0, heights: [4, 6], perInch: 150 },
  { tiers: 2, name: 'Two tiers', minPound: 4, price: 800, heights: [8, 10], perInch: 200 },
  { tiers: 3, name: 'Three tiers', minPound: 8, price: 1500, heights: [12, 14], perInch: 250 },
  { tiers: 4, name: 'Four tiers', minPound: 15, price: 2500, heights: [16, 18], perInch: 300 },
];
