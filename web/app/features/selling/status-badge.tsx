import type { TSellerApplicationStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

const STATUS_LABEL: Record<TSellerApplicationStatus, string> = {
  submitted: m.selling_status_submitted(),
  needs_changes: m.selling_status_needs_changes(),
  approved: m.selling_status_approved(),
  rejected: m.selling_status_rejected(),
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
