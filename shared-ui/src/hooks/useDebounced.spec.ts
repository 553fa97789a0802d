import { act, renderHook } from '@testing-library/react';
import { useDebounced } from './useDebounced';

afterEach(() => jest.useRealTimers());

describe('useDebounced', () => {
  it('gives the value only once it has stopped changing for the delay', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'g' } });
    rerender({ value: 'ge' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'geo' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('g');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('geo');
  });
});
