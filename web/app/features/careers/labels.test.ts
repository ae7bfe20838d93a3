import { describe, expect, it } from 'vitest';
import { cvFileProblem } from './careers-api';
import { salaryText } from './labels';

describe('careers labels', () => {
  it('words a salary range, a floor, a ceiling or nothing', () => {
    expect(salaryText({ salaryMinPaisa: 2_500_000, salaryMaxPaisa: 3_200_000 })).toMatch(
      /25,000 – 32,000 a month$/,
    );
    expect(salaryText({ salaryMinPaisa: 1_500_000, salaryMaxPaisa: null })).toMatch(
      /^From .*15,000 a month$/,
    );
    expect(salaryText({ salaryMinPaisa: null, salaryMaxPaisa: 900_000 })).toMatch(/^Up to .*9,000 a month$/);
    expect(salaryText({ salaryMinPaisa: null, salaryMaxPaisa: null })).toBeNull();
  });

  it('checks a CV by name and size before sending it', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(cvFileProblem({ name: 'CV.DOCX', size: 1000 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.doc', size: 1000 })).toMatch(/PDF or a Word/);
    expect(cvFileProblem({ name: 'cv.pdf', size: 6 * 1024 * 1024 })).toMatch(/5 MB/);
    expect(cvFileProblem({ name: 'cv.pdf', size: 0 })).toBe('This file is empty');
  });
});
