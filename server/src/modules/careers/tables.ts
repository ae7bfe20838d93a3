// The careers module's read model: the tables other modules may read, joining and filtering on
// them inside their own queries so that a list stays one query. Only the careers module writes
// them; other modules change them through the functions its index.ts exports.
export { careerCvs, jobApplications, vacancies } from '../../db/schema/careers.ts';
