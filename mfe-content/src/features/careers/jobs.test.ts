import { filterJobs, JOBS } from './jobs';

test('nine jobs in California, full-time or freelance', () => {
  expect(JOBS).toHaveLength(9);
  for (const job of JOBS) {
    expect(job.location).toBe('California, United States');
    expect(['Full-time', 'Freelance']).toContain(job.type);
  }
});

test('all departments and blank text keep every job', () => {
  expect(filterJobs(JOBS, 'all', '')).toHaveLength(9);
  expect(filterJobs(JOBS, 'all', '   ')).toHaveLength(9);
});

test('the text is trimmed and matched case-insensitively on title, department, location and type', () => {
  expect(filterJobs(JOBS, 'all', '  ENGINEER ').map((job) => job.title)).toEqual([
    'Frontend Engineer',
  ]);
  expect(filterJobs(JOBS, 'all', 'customer care').map((job) => job.id)).toEqual([4]);
  expect(filterJobs(JOBS, 'all', 'california')).toHaveLength(9);
  expect(filterJobs(JOBS, 'all', 'freelance').map((job) => job.id)).toEqual([8, 9]);
});

test('the department chip and the text apply together', () => {
  expect(filterJobs(JOBS, 'Content', '').map((job) => job.id)).toEqual([8, 9]);
  expect(filterJobs(JOBS, 'Content', 'photo').map((job) => job.id)).toEqual([8]);
  expect(filterJobs(JOBS, 'Design', 'freelance')).toEqual([]);
  expect(filterJobs(JOBS, 'all', 'astronaut')).toEqual([]);
});
