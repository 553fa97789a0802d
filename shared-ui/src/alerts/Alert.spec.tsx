import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Alert } from './Alert';
import { AlertContainer } from './AlertContainer';
import { alertStore, notify } from './alertStore';
import { nextLifetime } from './lifetime';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => alertStore.getState().clear());
  jest.useRealTimers();
});

describe('alert lifetime', () => {
  it('counts down from 100 by one per tick and stops at 0 or while paused', () => {
    expect(nextLifetime(100, false)).toBe(99);
    expect(nextLifetime(0, false)).toBe(0);
    expect(nextLifetime(40, true)).toBe(40);
  });

  it('closes itself when the counter reaches 0', () => {
    const onClose = jest.fn();
    renderWithProviders(<Alert status="success" message="Saved" onClose={onClose} tickMs={10} />);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status').getAttribute('data-remaining')).toBe('50');
    act(() => jest.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const onClose = jest.fn();
    renderWithProviders(<Alert status="warning" message="Careful" onClose={onClose} tickMs={10} />);
    const alert = screen.getByRole('status');
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseEnter(alert);
    act(() => jest.advanceTimersByTime(5000));
    expect(alert.getAttribute('data-remaining')).toBe('70');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(alert);
    act(() => jest.advanceTimersByTime(700));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the default title of its kind, and errors are announced as alerts', () => {
    renderWithProviders(<Alert status="error" message="Failed" onClose={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Ошибка');
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });
});

describe('AlertContainer', () => {
  it('renders pushed alerts and removes one with its close button', () => {
    renderWithProviders(<AlertContainer />, { route: '/en/' });
    act(() => {
      notify.success('Profile saved');
      notify.primary('Heads up', 'Custom title');
    });
    expect(screen.getByText('Profile saved')).not.toBeNull();
    expect(screen.getByText('Custom title')).not.toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByText('Profile saved')).toBeNull();
    expect(screen.getByText('Heads up')).not.toBeNull();
  });
});
