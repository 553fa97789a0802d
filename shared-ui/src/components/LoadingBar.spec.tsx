import { act, screen } from '@testing-library/react';
import { loadingStore } from '../loading/loadingStore';
import { renderWithProviders } from '../testing/render';
import { LoadingBar } from './LoadingBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadingBar', () => {
  it('stays hidden for calls shorter than 200 ms', () => {
    renderWithProviders(<LoadingBar />);
    act(() => loadingStore.getState().start());
    act(() => jest.advanceTimersByTime(150));
    act(() => loadingStore.getState().finish());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears after 200 ms and hides 500 ms after the last call ends', () => {
    renderWithProviders(<LoadingBar />);
    act(() => loadingStore.getState().start());
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => loadingStore.getState().finish());
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
