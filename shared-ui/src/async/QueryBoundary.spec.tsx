import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../i18n/instance';
import { registerTranslations } from '../i18n/registerTranslations';
import { renderWithProviders } from '../testing/render';
import { QueriesBoundary, QueryBoundary } from './QueryBoundary';
import type { QueryLike } from './queryLike';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: jest.fn(), ...state };
}

const apiError = (message: string, code?: string) => ({
  error: 'Not Found',
  message,
  statusCode: 404,
  detailedError: [],
  ...(code ? { code } : {}),
});

describe('QueryBoundary', () => {
  it('shows a busy spinner with its label while pending', () => {
    renderWithProviders(
      <QueryBoundary query={query<string[]>({ isPending: true })} errorTitle="Failed" loadingLabel="Loading drones">
        {() => <p>content</p>}
      </QueryBoundary>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading drones');
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('says "Loading…" in the page language when no label is given', () => {
    renderWithProviders(
      <QueryBoundary query={query<string[]>({ isPending: true })} errorTitle="Failed">
        {() => null}
      </QueryBoundary>,
      { route: '/en/drones/' },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows the error with the server message and retries', () => {
    const failed = query<string[]>({ isError: true, error: apiError('Drone not found') });
    renderWithProviders(
      <QueryBoundary query={failed} errorTitle="Could not load">
        {() => <p>content</p>}
      </QueryBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Drone not found');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('translates the message by the error code when a translation exists, in ru and en', () => {
    registerTranslations('boundary-test', {
      ru: { errors: { drones: { 'not-found': 'Дрон не найден' } } },
      en: { errors: { drones: { 'not-found': 'No such drone' } } },
    });
    const failed = query<string[]>({ isError: true, error: apiError('Drone not found', 'drones.not-found') });
    const view = renderWithProviders(
      <QueryBoundary query={failed} errorTitle="x">
        {() => null}
      </QueryBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Дрон не найден');
    view.unmount();
    renderWithProviders(
      <QueryBoundary query={failed} errorTitle="x" retryLabel="Again">
        {() => null}
      </QueryBoundary>,
      { route: '/en/' },
    );
    expect(screen.getByRole('alert').textContent).toContain('No such drone');
    expect(screen.getByRole('button', { name: 'Again' })).not.toBeNull();
    i18n.removeResourceBundle('ru', 'boundary-test');
    i18n.removeResourceBundle('en', 'boundary-test');
  });

  it('keeps the server message for a code nobody translates', () => {
    renderWithProviders(
      <QueryBoundary
        query={query<string[]>({ isError: true, error: apiError('Model is archived', 'library.model-archived') })}
        errorTitle="x"
      >
        {() => null}
      </QueryBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Model is archived');
  });

  it('lets a failure that is a state of the page render itself', () => {
    renderWithProviders(
      <QueryBoundary
        query={query<string[]>({ isError: true, error: apiError('gone') })}
        errorTitle="x"
        renderError={(error) => ((error as { statusCode: number }).statusCode === 404 ? <p>Nothing here</p> : null)}
      >
        {() => null}
      </QueryBoundary>,
    );
    expect(screen.getByText('Nothing here')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state for an empty page, and the content otherwise', () => {
    const view = renderWithProviders(
      <QueryBoundary query={query({ data: { data: [] as string[], meta: { totalCount: 0 } } })} errorTitle="x" empty={<p>Nothing yet</p>}>
        {(page) => <p>{page.data.join(',')}</p>}
      </QueryBoundary>,
    );
    expect(screen.getByText('Nothing yet')).not.toBeNull();
    view.unmount();
    renderWithProviders(
      <QueryBoundary query={query({ data: { data: ['a', 'b'], meta: { totalCount: 2 } } })} errorTitle="x" empty={<p>Nothing yet</p>}>
        {(page) => <p>{page.data.join(',')}</p>}
      </QueryBoundary>,
    );
    expect(screen.getByText('a,b')).not.toBeNull();
    expect(screen.queryByText('Nothing yet')).toBeNull();
  });
});

describe('QueriesBoundary', () => {
  it('waits for every query, then hands all the data over', () => {
    const view = renderWithProviders(
      <QueriesBoundary queries={[query({ data: 1 }), query<string>({ isPending: true })]} errorTitle={['first', 'second']}>
        {([count, name]) => <p>{`${count} ${name}`}</p>}
      </QueriesBoundary>,
    );
    expect(screen.getByRole('status')).not.toBeNull();
    view.unmount();
    renderWithProviders(
      <QueriesBoundary queries={[query({ data: 1 }), query({ data: 'one' })]} errorTitle={['first', 'second']}>
        {([count, name]) => <p>{`${count} ${name}`}</p>}
      </QueriesBoundary>,
    );
    expect(screen.getByText('1 one')).not.toBeNull();
  });

  it('shows the first failure with its own title and retries that query', () => {
    const second = query<string>({ isError: true, error: apiError('categories down') });
    renderWithProviders(
      <QueriesBoundary queries={[query({ data: 1 }), second]} errorTitle={['Profile failed', 'Categories failed']}>
        {() => null}
      </QueriesBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Categories failed');
    expect(screen.getByRole('alert').textContent).toContain('categories down');
    fireEvent.click(screen.getByRole('button'));
    expect(second.refetch).toHaveBeenCalledTimes(1);
  });
});
