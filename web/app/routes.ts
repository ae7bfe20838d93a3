import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Every route of the storefront, explicitly (docs/requirements/routes.md). New pages add theirs here.
export default [
  // Shared page layout: header and footer.
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    // Catalogue and discovery.
    route('cakes', 'routes/catalog/cakes-redirect.tsx'),
    route('urgent-cakes', 'routes/catalog/urgent-redirect.tsx'),
    route('category/:slug', 'routes/catalog/category.tsx'),
    route('products', 'routes/catalog/products.tsx'),
    route('products/:slug', 'routes/catalog/collection.tsx'),
    route('categories', 'routes/catalog/categories.tsx', { id: 'categories-index' }),
    route('categories/:slug', 'routes/catalog/categories.tsx'),
    route('occasion/:slug', 'routes/catalog/occasion.tsx'),
    route('store/:slug', 'routes/catalog/store.tsx'),
    route('store/:slug/products', 'routes/catalog/store-products.tsx'),
    route('donations', 'routes/catalog/donations.tsx'),
    route('compare', 'routes/catalog/compare.tsx'),
    route('product/:idOrSlug', 'routes/product/product.tsx'),
    route('search', 'routes/search/search.tsx'),
    route('find-cakes', 'routes/search/find-cakes.tsx'),
    route('profile/changepassword', 'routes/profile/change-password.tsx'),
    route('sell-at-ug', 'routes/selling/sell-at-ug.tsx'),
    // Buying: the cart page holds the checkout steps (the checkout starts at step 1).
    route('cart', 'routes/cart/cart.tsx'),
    route('order-confirmation', 'routes/cart/order-confirmation.tsx'),
    // Logged-in only: the protected wrapper.
    layout('routes/profile/protected.tsx', [
      route('profile', 'routes/profile/profile.tsx'),
      route('profile/edit', 'routes/profile/edit.tsx'),
      route('profile/wishlist', 'routes/profile/wishlist.tsx'),
      route('profile/address', 'routes/profile/address.tsx'),
      route('profile/orders', 'routes/profile/orders.tsx'),
      route('profile/orders/view-order/:id', 'routes/profile/view-order.tsx'),
      route('join-store', 'routes/profile/join-store.tsx'),
      route('profile/businesses', 'routes/profile/businesses.tsx'),
      route('profile/add-business', 'routes/profile/add-business.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Store owners and admins: their own header, logged-in only.
  layout('routes/dashboard/dashboard-layout.tsx', [
    layout('routes/profile/protected.tsx', { id: 'dashboard-protected' }, [
      route('dashboard/orders', 'routes/dashboard/orders.tsx'),
      route('dashboard/cakes', 'routes/dashboard/cakes.tsx'),
      route('dashboard/cakes/:id', 'routes/dashboard/cake.tsx'),
      route('dashboard/team', 'routes/dashboard/team.tsx'),
      route('dashboard/store', 'routes/dashboard/store.tsx'),
      route('dashboard/coupons', 'routes/dashboard/coupons.tsx'),
      route('dashboard/delivery', 'routes/dashboard/delivery.tsx'),
      route('dashboard/applications', 'routes/dashboard/applications.tsx'),
      route('dashboard/applications/:id', 'routes/dashboard/application.tsx'),
      route('dashboard/products', 'routes/dashboard/products.tsx'),
      route('dashboard/products/new', 'routes/dashboard/product-new.tsx'),
      route('dashboard/products/:id', 'routes/dashboard/product.tsx'),
      route('dashboard/moderation', 'routes/dashboard/moderation.tsx'),
      route('dashboard/stores', 'routes/dashboard/stores.tsx'),
      route('dashboard/audit', 'routes/dashboard/audit.tsx'),
    ]),
  ]),
  // Bare layout: auth and onboarding.
  layout('routes/bare-layout.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('verify/email', 'routes/auth/verify-email.tsx'),
    route('verified', 'routes/auth/verified.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    route('user-confirm', 'routes/auth/user-confirm.tsx'),
    route('be-a-seller', 'routes/selling/be-a-seller.tsx'),
  ]),
] satisfies RouteConfig;
