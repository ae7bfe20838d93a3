import {
  DEPARTMENT_LABEL,
  EMPLOYMENT_TYPE_LABEL,
  formatPrice,
  LOCATION_LABEL,
  type TVacancy,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';

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
      ? m.careers_salary_month({ amount: formatPrice(min) })
      : m.careers_salary_range({ min: formatPrice(min), max: formatPrice(max).replace(/^[^\d०-९]+/, '') });
  return min !== null
    ? m.careers_salary_from({ amount: formatPrice(min) })
    : m.careers_salary_up_to({ amount: formatPrice(max ?? 0) });
}
