import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../testing/render';
import { ListPage } from './ListPage';
import { ListResults } from './ListResults';
import type { QueryLike } from './queryLike';
import { useListSearchParams } from './useListSearchParams';

type Page = { data: string[]; meta: { totalCount: number } };

function listQuery(state: Partial<QueryLike<Page>>): QueryLike<Page> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: jest.fn(), ...state };
}

describe('ListResults', () => {
  it('is a live region, busy while a page is fetched', () => {
    renderWithProviders(
      <ListResults query={listQuery({ isPending: true, isFetching: true })} label="Drones" errorTitle="x">
        {() => null}
      </ListResults>,
    );
    const region = screen.getByRole('region', { name: 'Drones' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-busy')).toBe('true');
  });

  it('renders the list and its pages from the total the answer carries', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <ListResults
        query={listQuery({ data: { data: ['a', 'b'], meta: { totalCount: 25 } } })}
        errorTitle="x"
        paging={{ page: 0, size: 10, onChange }}
        gap={3}
      >
        {(page) => (
          <ul>
            {page.data.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ListResults>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['a', 'b']));
    fireEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the empty state without pages', () => {
    renderWithProviders(
      <ListResults
        query={listQuery({ data: { data: [], meta: { totalCount: 0 } } })}
        errorTitle="x"
        empty={<p>No drones yet</p>}
        paging={{ page: 0, size: 10, onChange: jest.fn() }}
      >
        {() => <p>list</p>}
      </ListResults>,
    );
    expect(screen.getByText('No drones yet')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ListPage', () => {
  it('has one heading, the actions and a named search region', () => {
    renderWithProviders(
      <ListPage
        title="Drones"
        description="Yours"
        actions={<button type="button">Add</button>}
        filters={<input aria-label="Search" />}
        filtersLabel="Filters"
      >
        <p>results</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Drones' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).not.toBeNull();
    expect(screen.getByRole('search', { name: 'Filters' })).not.toBeNull();
    expect(screen.getByText('results')).not.toBeNull();
  });
});

function AddressProbe() {
  const { page, update, setPage } = useListSearchParams();
  const location = useLocation();
  return (
    <>
      <output>{`${page}|${location.search}`}</output>
      <button type="button" onClick={() => setPage(3)}>
        page
      </button>
      <button type="button" onClick={() => setPage(0)}>
        first
      </button>
      <button type="button" onClick={() => update({ weightClass: 'LIGHT', view: null })}>
        filter
      </button>
    </>
  );
}

describe('useListSearchParams', () => {
  it('keeps the page in the address past the first page, and a filter change resets it', () => {
    renderWithProviders(<AddressProbe />, { route: '/drones/?view=tiles&page=1' });
    expect(screen.getByRole('status').textContent).toBe('1|?view=tiles&page=1');
    fireEvent.click(screen.getByRole('button', { name: 'page' }));
    expect(screen.getByRole('status').textContent).toBe('3|?view=tiles&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByRole('status').textContent).toBe('0|?weightClass=LIGHT');
    fireEvent.click(screen.getByRole('button', { name: 'page' }));
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status').textContent).toBe('0|?weightClass=LIGHT');
  });

  it('reads a broken page number as the first page', () => {
    renderWithProviders(<AddressProbe />, { route: '/drones/?page=abc' });
    expect(screen.getByRole('status').textContent).toBe('0|?page=abc');
  });
});
