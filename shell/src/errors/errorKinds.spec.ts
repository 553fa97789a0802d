import { errorKindFor } from './errorKinds';
import { pageErrorStore } from './pageErrorStore';

describe('errorKindFor', () => {
  it('has a page of its own for 401, 403, 404, 500, 502 and 503', () => {
    for (const status of [401, 403, 404, 500, 502, 503]) expect(errorKindFor(status)).toBe(String(status));
  });

  it('shows the unavailable page when the backend gave no response', () => {
    expect(errorKindFor(0)).toBe('503');
  });

  it('uses the general page for any other status', () => {
    expect(errorKindFor(418)).toBe('general');
    expect(errorKindFor(504)).toBe('general');
  });
});

describe('pageErrorStore', () => {
  it('keeps the first failure until cleared', () => {
    const store = pageErrorStore.getState();
    store.show({ error: 'Bad Gateway', message: 'a', statusCode: 502, detailedError: [] });
    store.show({ error: 'Not Found', message: 'b', statusCode: 404, detailedError: [] });
    expect(pageErrorStore.getState().error?.statusCode).toBe(502);
    store.clear();
    expect(pageErrorStore.getState().error).toBeNull();
  });
});
