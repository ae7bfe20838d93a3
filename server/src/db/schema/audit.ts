import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

// Owned by the audit module.

// Every write to the dashboard API: who, what, the body with secrets blanked, and how it ended.
// A write that reaches its handler is recorded before it runs, its status added once answered.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The request's id: the changes a service recorded during the request carry the same one.
    requestId: text('request_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    targetId: text('target_id'),
    body: jsonb('body'),
    // The answer's status; null while the write runs, or when the process stopped before it answered.
    status: integer('status'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

// Before and after of one row a service changed, written in the service's own transaction, so
// a change that rolled back leaves no trace here.
export const auditChanges = pgTable(
  'audit_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_changes_request_idx').on(t.requestId)],
);
