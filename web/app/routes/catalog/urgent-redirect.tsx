import { replace } from 'react-router';
import type { Route } from './+types/urgent-redirect';

// /urgent-cakes redirects to /products/urgent; the query string (filters, page) goes along.
export function loader({ request }: Route.LoaderArgs) {
  return replace(`/products/urgent${new URL(request.url).search}`);
}

export default function UrgentRedirect() {
  return null;
}
