import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  CardGrid,
  PageContainer,
  PageHeading,
  Spinner,
  StatePanel,
  VisuallyHidden,
} from '@sohnne/ui';
import { DEPARTMENTS, filterJobs, JOBS, type DepartmentFilter } from './jobs';

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
    flex: 1 1 240px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
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

/** Careers: department chips and a text search over the open roles. */
export default function CareersPage() {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Filter>(ALL);
  // Filtering renders in a transition; the spinner shows until the list has caught up.
  const shown = useDeferredValue(filter);
  const filtering = shown !== filter;
  const jobs = useMemo(() => filterJobs(JOBS, shown.department, shown.text), [shown]);
  const searchId = useId();

  const clear = () => {
    setText('');
    setFilter(ALL);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, text }));
  };

  return (
    <PageContainer>
      <PageHeading>Careers</PageHeading>
      <Intro>
        Sohnne brings the design classics of the last century into today&rsquo;s homes. Our team in
        California designs, sells and delivers them, and looks after every customer along the way.
        If you care about good design and good service, we&rsquo;d love to hear from you.
      </Intro>
      <Chips role="group" aria-label="Departments">
        {(['all', ...DEPARTMENTS] as const).map((department) => (
          <button
            key={department}
            type="button"
            aria-pressed={filter.department === department}
            onClick={() => setFilter((current) => ({ ...current, department }))}
          >
            {department === 'all' ? 'All' : department}
          </button>
        ))}
      </Chips>
      <Search role="search" onSubmit={submit}>
        <VisuallyHidden as="label" htmlFor={searchId}>
          Search jobs
        </VisuallyHidden>
        <input
          id={searchId}
          type="search"
          placeholder="Search by title, department, location or type"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFilter((current) => ({ ...current, text: event.target.value }));
          }}
        />
        <Button type="submit">Search</Button>
        <Button type="button" $variant="secondary" onClick={clear}>
          Clear
        </Button>
      </Search>
      <Status aria-live="polite">
        {filtering ? (
          <>
            <Spinner /> Filtering jobs…
          </>
        ) : (
          `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`
        )}
      </Status>
      {jobs.length === 0 ? (
        <StatePanel>
          <h2>No matching jobs found</h2>
          <p>Try adjusting your search criteria or browse all departments</p>
          <Button type="button" onClick={clear}>
            View All Jobs
          </Button>
        </StatePanel>
      ) : (
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
      )}
    </PageContainer>
  );
}
