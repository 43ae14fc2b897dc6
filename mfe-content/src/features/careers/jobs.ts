/** The open roles (a fixed list of 9) and the departments of the filter chips. */
type JobType = 'Full-time' | 'Freelance';

export interface Job {
  id: number;
  title: string;
  department: string;
  location: string;
  type: JobType;
}

const LOCATION = 'California, United States';

export const DEPARTMENTS = [
  'Design',
  'Engineering',
  'Marketing',
  'Customer Care',
  'Operations',
  'Sales',
  'Finance',
  'Content',
] as const;

export const JOBS: Job[] = [
  {
    id: 1,
    title: 'Senior Furniture Designer',
    department: 'Design',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 2,
    title: 'Frontend Engineer',
    department: 'Engineering',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 3,
    title: 'Performance Marketing Manager',
    department: 'Marketing',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 4,
    title: 'Customer Care Specialist',
    department: 'Customer Care',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 5,
    title: 'Logistics Coordinator',
    department: 'Operations',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 6,
    title: 'Trade Sales Executive',
    department: 'Sales',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 7,
    title: 'Financial Analyst',
    department: 'Finance',
    location: LOCATION,
    type: 'Full-time',
  },
  {
    id: 8,
    title: 'Interior Photographer',
    department: 'Content',
    location: LOCATION,
    type: 'Freelance',
  },
  {
    id: 9,
    title: 'Furniture Copywriter',
    department: 'Content',
    location: LOCATION,
    type: 'Freelance',
  },
];

/** 'all' or one of DEPARTMENTS. */
export type DepartmentFilter = 'all' | (typeof DEPARTMENTS)[number];

/**
 * The jobs in the department (all by default) whose title, department, location or type contains the
 * search text, case-insensitively; the text is trimmed and blank text matches every job.
 */
export function filterJobs(
  jobs: readonly Job[],
  department: DepartmentFilter,
  text: string,
): Job[] {
  const needle = text.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (department === 'all' || job.department === department) &&
      (!needle ||
        [job.title, job.department, job.location, job.type].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}
