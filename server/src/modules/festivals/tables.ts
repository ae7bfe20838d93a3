// The festivals module's read model: the table other modules may read, joining and filtering on it
// inside their own queries. Only the festivals module writes it.
export { festivals } from '../../db/schema/festivals.ts';
