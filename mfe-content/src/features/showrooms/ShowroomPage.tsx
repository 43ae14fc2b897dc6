import styled from 'styled-components';
import { useLocation } from '@sohnne/platform';
import {
  Breadcrumb,
  ButtonLink,
  imageProps,
  PageContainer,
  PageHeading,
  QueryState,
  Skeleton,
} from '@sohnne/ui';
import { cityLine } from './showroomSlugs';
import { useGetShowroomQuery } from './showroomsApi';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  address {
    font-style: normal;
    margin-bottom: ${({ theme }) => theme.space(3)};
    line-height: 1.6;
  }
  table {
    border-collapse: collapse;
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)}
      ${({ theme }) => theme.space(0.5)} 0;
  }
  th {
    font-weight: 500;
  }
`;

/** A showroom (/sohnne-berlin, /sohnne-london, /sohnne-san-francisco): map, address, hours and directions. */
export default function ShowroomPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const query = useGetShowroomQuery(slug);
  return (
    <PageContainer>
      <QueryState
        query={query}
        error="We couldn't load this showroom. Please try again."
        loading={
          <Layout aria-hidden="true" data-testid="showroom-skeleton">
            <Skeleton $ratio="16 / 9" />
            <Skeleton $height="12rem" />
          </Layout>
        }
      >
        {(room) => (
          <>
            <Breadcrumb items={[{ label: room.name }]} />
            <PageHeading>{room.name}</PageHeading>
            <Layout>
              <img
                {...imageProps(room.map, `Map of the area around ${room.name}`, {
                  width: 1200,
                  height: 675,
                })}
              />
              <div>
                <h2>Address</h2>
                <address>
                  {room.address.street}
                  <br />
                  {cityLine(room.address)}
                  <br />
                  {room.address.country}
                  <br />
                  <a href={`tel:${room.phone.replace(/[^+\d]/g, '')}`}>{room.phone}</a>
                </address>
                <h2>Opening hours</h2>
                <table>
                  <tbody>
                    {room.hours.map((row) => (
                      <tr key={row.days}>
                        <th scope="row">{row.days}</th>
                        <td>{row.time}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <ButtonLink href={room.directionsUrl} target="_blank" rel="noopener">
                  Get Directions
                </ButtonLink>
              </div>
            </Layout>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
