import { JOB_APPLICATION_STATUS_LABEL, type TJobApplicationStatus } from '@upahar/contract';

const TONE: Record<TJobApplicationStatus, string> = {
  received: 'bg-cream-deep text-cocoa',
  shortlisted: 'bg-berry-soft text-berry-dark',
  interview: 'bg-berry-soft text-berry-dark',
  offered: 'bg-success-soft text-success',
  rejected: 'bg-danger-soft text-danger',
  withdrawn: 'bg-cream-deep text-cocoa-soft',
};

export function JobStatusBadge({ status }: { status: TJobApplicationStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {JOB_APPLICATION_STATUS_LABEL[status]}
    </span>
  );
}
