// The games module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the games module writes
// them; other modules change them through the functions its index.ts exports.
export { treasureHunts } from '../../db/schema/games.ts';
