// The cake module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the cake module writes
// them; other modules change them through the functions its index.ts exports.
export { productAccessories, productCakeShapes } from '../../db/schema/cake-choices.ts';
export { cakeFlavours, cakeShapes } from '../../db/schema/cake-options.ts';
