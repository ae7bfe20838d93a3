import {
  DEPARTMENT_LABEL,
  EMPLOYMENT_TYPE_LABEL,
  formatPrice,
  LOCATION_LABEL,
  type TVacancy,
} from '@upahar/contract';

/** "Kitchen · Kathmandu · Full-time" */
export const vacancyFacts = (v: Pick<TVacancy, 'department' | 'location' | 'employmentType'>) =>
  [DEPARTMENT_LABEL[v.department], LOCATION_LABEL[v.location], EMPLOYMENT_TYPE_LABEL[v.employmentType]].join(
    ' · ',
  );

/** "Rs. 25,000 – 35,000 a month", "From Rs. 25,000 a month", or null when none is given. */
export function salaryText(v: Pick<TVacancy, 'salaryMinPaisa' | 'salaryMaxPaisa'>): string | null {
  const { salaryMinPaisa: min, salaryMaxPaisa: max } = v;
  if (min === null && max === null) return null;
  if (min !== null && max !== null)
    return min === max
      ? `${formatPrice(min)} a month`
      : `${formatPrice(min)} – ${formatPrice(max).replace(/^[^\d]+/, '')} a month`;
  return min !== null ? `From ${formatPrice(min)} a month` : `Up to ${formatPrice(max ?? 0)} a month`;
}
