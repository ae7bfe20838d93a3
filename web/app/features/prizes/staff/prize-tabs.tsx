import { m } from '@upahar/contract/messages';
import { FilterPills } from '~/components/filter-pills';

/** The two prize screens, as links: the prizes themselves and everything handed out. */
export function PrizeTabs({ current }: { current: 'prizes' | 'awards' }) {
  return (
    <FilterPills
      label={m.prizes_staff_tabs()}
      pills={[
        { label: m.prizes_staff_title(), href: '/dashboard/prizes', active: current === 'prizes' },
        {
          label: m.prizes_staff_won_prizes(),
          href: '/dashboard/prizes/awards',
          active: current === 'awards',
        },
      ]}
    />
  );
}
