// The festivals feature's public face: the festivals near the days a shopper looks at. Its
// dashboard screens are in staff/, for the dashboard's routes only.

export { useFestivals } from './use-festivals';
