import * as endpoints from '@upahar/contract/endpoints';

// Each dashboard write's name for people, from its endpoint's contract ("Moved a job
// application"); the log stores the endpoint's id.

const LABELS = new Map<string, string>(
  Object.values(endpoints)
    .filter((e) => typeof e === 'object' && e !== null && 'auditLabel' in e && e.auditLabel)
    .map((e) => [e.id, (e as { auditLabel: string }).auditLabel]),
);

/** A write the contract does not name (an endpoint since removed): said plainly, not as code. */
export const UNNAMED_ACTION = 'Made a change';

export const actionLabel = (action: string) => LABELS.get(action) ?? UNNAMED_ACTION;

/** Every action the log can hold, by its label, for the filter's list. */
export const AUDIT_ACTIONS = [...LABELS]
  .map(([id, label]) => ({ id, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export const isKnownAction = (action: string) => LABELS.has(action);
