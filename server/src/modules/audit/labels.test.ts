import type { EndpointDef } from '@upahar/contract';
import * as endpoints from '@upahar/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, actionLabel, UNNAMED_ACTION } from './labels.ts';

// The audit log names every dashboard write for people: a new write endpoint without a label
// would show as its code name, so this fails until it has one.

describe('audit labels', () => {
  it('every dashboard write endpoint has a label in the past tense', () => {
    const writes = (Object.values(endpoints) as EndpointDef[]).filter(
      (e) => e.surface === 'dashboard' && e.method !== 'GET',
    );
    expect(writes.length).toBeGreaterThan(50);
    const unlabelled = writes.filter((e) => !e.auditLabel).map((e) => e.id);
    expect(unlabelled).toEqual([]);
    for (const e of writes) expect(actionLabel(e.id), e.id).not.toBe(UNNAMED_ACTION);
  });

  it('no two actions share a label, so the filter list reads unambiguously', () => {
    const labels = AUDIT_ACTIONS.map((a) => a.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(AUDIT_ACTIONS).toContainEqual({ id: 'moveJobApplication', label: 'Moved a job application' });
  });

  it('an action the contract no longer has is said plainly', () => {
    expect(actionLabel('POST /api/dashboard/v1/gone')).toBe('Made a change');
  });
});
