// Every endpoint of the API, one named export each so a client bundles only what it calls.
// Add a domain's file here when it gains endpoints: a test checks that the OpenAPI document
// has exactly these operations, so an endpoint without a route (or a route without an entry)
// fails the suite.
export * from './endpoints/addresses.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/cake.ts';
export * from './endpoints/cart.ts';
export * from './endpoints/catalog.ts';
export * from './endpoints/checkout.ts';
export * from './endpoints/community.ts';
export * from './endpoints/content.ts';
export * from './endpoints/dashboard-admin.ts';
export * from './endpoints/dashboard-cakes.ts';
export * from './endpoints/dashboard-orders.ts';
export * from './endpoints/dashboard-products.ts';
export * from './endpoints/delivery.ts';
export * from './endpoints/orders.ts';
export * from './endpoints/payments.ts';
export * from './endpoints/product.ts';
export * from './endpoints/search.ts';
export * from './endpoints/sellers.ts';
export * from './endpoints/store-coupons.ts';
export * from './endpoints/store-delivery.ts';
export * from './endpoints/store-profile.ts';
export * from './endpoints/store-team.ts';
export * from './endpoints/wishlist.ts';
