// The stores module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the stores module writes
// them; other modules change them through the functions its index.ts exports.
export { storeStaff } from '../../db/schema/store-team.ts';
