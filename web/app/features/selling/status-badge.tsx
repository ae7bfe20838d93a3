import type { TSellerApplicationStatus } from '@upahar/contract';

const STATUS_LABEL: Record<TSellerApplicationStatus, string> = {
  submitted: 'Submitted',
  needs_changes: 'Needs changes',
  approved: 'Approved',
  rejected: 'Rejected',
};

const TONE: Record<TSellerApplicationStatus, string> = {
  submitted: 'bg-cream-deep text-cocoa',
  needs_changes: 'bg-berry-soft text-berry-dark',
  approved: 'bg-success-soft text-success',
  rejected: 'bg-danger-soft text-danger',
};

export function ApplicationStatusBadge({ status }: { status: TSellerApplicationStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}
