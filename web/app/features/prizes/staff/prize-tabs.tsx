import { FilterPills } from '~/components/filter-pills';

/** The two prize screens, as links: the prizes themselves and everything handed out. */
export function PrizeTabs({ current }: { current: 'prizes' | 'awards' }) {
  return (
    <FilterPills
      label="Prize screens"
      pills={[
        { label: 'Prizes', href: '/dashboard/prizes', active: current === 'prizes' },
        { label: 'Won prizes', href: '/dashboard/prizes/awards', active: current === 'awards' },
      ]}
    />
  );
}
