import { replace } from 'react-router';

// /cakes is redirected (replace) to /category/cakes, so Back does not bounce through it.
export const loader = () => replace('/category/cakes');

// A component keeps this a page route, so client-side links to /cakes redirect without a reload.
export default function CakesRedirect() {
  return null;
}
