import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  CardGrid,
  controlStyle,
  PageContainer,
  PageHeading,
  Spinner,
  StatePanel,
  VisuallyHidden,
} from '@sohnne/ui';
import { DEPARTMENTS, filterJobs, JOBS, type DepartmentFilter, type Job } from './jobs';

const Intro = styled.p`
  max-width: 72ch;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.color.grey700};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.walnut};
    border-radius: 999px;
    background: transparent;
    color: ${({ theme }) => theme.color.walnut};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.walnut};
    color: #fff;
  }
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 720px;
  input {
    ${controlStyle}
    flex: 1 1 240px;
  }
`;

const Status = styled.div`
  min-height: 32px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.color.grey700};
`;

const Cards = styled(CardGrid)`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

interface Filter {
  department: DepartmentFilter;
  text: string;
}

const ALL: Filter = { department: 'all', text: '' };

function DepartmentChips({
  selected,
  onChoose,
}: {
  selected: DepartmentFilter;
  onChoose: (department: DepartmentFilter) => void;
}) {
  return (
    <Chips role="group" aria-label="Departments">
      {(['all', ...DEPARTMENTS] as const).map((department) => (
        <button
          key={department}
          type="button"
          aria-pressed={selected === department}
          onClick={() => onChoose(department)}
        >
          {department === 'all' ? 'All' : department}
        </button>
      ))}
    </Chips>
  );
}

interface JobSearchProps {
  text: string;
  /** Each key filters at once; the button submits the same text (for those who expect to press it). */
  onType: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

function JobSearch({ text, onType, onSubmit, onClear }: JobSearchProps) {
  const searchId = useId();
  return (
    <Search
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <VisuallyHidden as="label" htmlFor={searchId}>
        Search jobs
      </VisuallyHidden>
      <input
        id={searchId}
        type="search"
        placeholder="Search by title, department, location or type"
        value={text}
        onChange={(event) => onType(event.target.value)}
      />
      <Button type="submit">Search</Button>
      <Button type="button" $variant="secondary" onClick={onClear}>
        Clear
      </Button>
    </Search>
  );
}

/** The open roles found, or what to do when none is. */
function JobList({ jobs, onClear }: { jobs: Job[]; onClear: () => void }) {
  if (jobs.length === 0) {
    return (
      <StatePanel>
        <h2>No matching jobs found</h2>
        <p>Try adjusting your search criteria or browse all departments</p>
        <Button type="button" onClick={onClear}>
          View All Jobs
        </Button>
      </StatePanel>
    );
  }
  return (
    <Cards aria-label="Open positions">
      {jobs.map((job) => (
        <li key={job.id}>
          <h2>{job.title}</h2>
          <p>{job.department}</p>
          <p>{job.location}</p>
          <p>{job.type}</p>
        </li>
      ))}
    </Cards>
  );
}

/** Careers: department chips and a text search over the open roles. */
export default function CareersPage() {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Filter>(ALL);
  // Filtering renders in a transition; the spinner shows until the list has caught up.
  const shown = useDeferredValue(filter);
  const filtering = shown !== filter;
  const jobs = useMemo(() => filterJobs(JOBS, shown.department, shown.text), [shown]);

  const clear = () => {
    setText('');
    setFilter(ALL);
  };

  return (
    <PageContainer>
      <PageHeading>Careers</PageHeading>
      <Intro>
        Sohnne brings the design classics of the last century into today&rsquo;s homes. Our team in
        California designs, sells and delivers them, and looks after every customer along the way.
        If you care about good design and good service, we&rsquo;d love to hear from you.
      </Intro>
      <DepartmentChips
        selected={filter.department}
        onChoose={(department) => setFilter((current) => ({ ...current, department }))}
      />
      <JobSearch
        text={text}
        onType={(typed) => {
          setText(typed);
          setFilter((current) => ({ ...current, text: typed }));
        }}
        onSubmit={() => setFilter((current) => ({ ...current, text }))}
        onClear={clear}
      />
      <Status aria-live="polite">
        {filtering ? (
          <>
            <Spinner /> Filtering jobs…
          </>
        ) : (
          `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`
        )}
      </Status>
      <JobList jobs={jobs} onClear={clear} />
    </PageContainer>
  );
}
