import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the careers module.

export const careerDepartmentEnum = pgEnum('career_department', [
  'kitchen',
  'delivery',
  'customer_care',
  'marketing',
  'operations',
]);
export const careerLocationEnum = pgEnum('career_location', ['kathmandu', 'lalitpur', 'bhaktapur', 'remote']);
export const employmentTypeEnum = pgEnum('employment_type', [
  'full_time',
  'part_time',
  'contract',
  'internship',
]);
export const vacancyStatusEnum = pgEnum('vacancy_status', ['draft', 'open', 'closed']);
export const jobApplicationStatusEnum = pgEnum('job_application_status', [
  'received',
  'shortlisted',
  'interview',
  'offered',
  'rejected',
  'withdrawn',
]);

// A job at the shop. Visitors see it while it is open and its closing date (a Kathmandu
// calendar date, inclusive) has not passed; after that its page says it is closed.
export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    department: careerDepartmentEnum('department').notNull(),
    location: careerLocationEnum('location').notNull(),
    employmentType: employmentTypeEnum('employment_type').notNull(),
    salaryMinPaisa: integer('salary_min_paisa'),
    salaryMaxPaisa: integer('salary_max_paisa'),
    /** Plain text, never HTML: blank lines split paragraphs, "- " starts a bullet. */
    description: text('description').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    status: vacancyStatusEnum('status').notNull().default('draft'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('vacancies_status_closing_idx').on(t.status, t.closingDate),
    index('vacancies_updated_idx').on(t.updatedAt),
  ],
);

// CVs. The bytes live here, not in the public media table: only the applicant's own application
// and the admins ever read them. One never sent with an application is deleted a day later; one
// sent is kept for its owner to reuse until they remove it, and for as long as an application
// holds it.
export const careerCvs = pgTable(
  'career_cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    // The file itself, or (with a bucket configured) the key of its private object: one of the two.
    bytes: bytea('bytes'),
    storageKey: text('storage_key').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when first sent with an application: from then on it is the person's to reuse. */
    keptAt: ts('kept_at'),
    /**
     * Set when the person removed it while applications still hold it: it leaves their list and
     * cannot be attached again, but the hiring team keeps reading it with those applications.
     */
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('career_cvs_user_idx').on(t.userId),
    index('career_cvs_created_idx').on(t.createdAt),
    check('career_cvs_bytes_or_key_check', sql`num_nonnulls(${t.bytes}, ${t.storageKey}) = 1`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    coverLetter: text('cover_letter').notNull(),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => careerCvs.id, { onDelete: 'restrict' }),
    status: jobApplicationStatusEnum('status').notNull().default('received'),
    /** The team's own note; never shown to the applicant. */
    staffNote: text('staff_note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One application per vacancy per person, held by the database even under two quick clicks.
    uniqueIndex('job_applications_vacancy_user_key').on(t.vacancyId, t.userId),
    // One CV may go with many applications of its owner.
    index('job_applications_cv_idx').on(t.cvId),
    index('job_applications_user_idx').on(t.userId, t.createdAt),
    index('job_applications_status_idx').on(t.status, t.createdAt),
  ],
);

// What kind of work a signed-in person is looking for; an empty list means any.
export const jobPreferences = pgTable('job_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  departments: careerDepartmentEnum('departments').array().notNull(),
  locations: careerLocationEnum('locations').array().notNull(),
  types: employmentTypeEnum('types').array().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
