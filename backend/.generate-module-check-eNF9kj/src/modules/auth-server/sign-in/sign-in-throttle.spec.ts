import { DEFAULT_SIGN_IN_LIMITS, fibonacci } from './sign-in-throttle';

describe('sign-in delays', () => {
  it('grow along the Fibonacci sequence, as the library’s dynamic block duration recipe does', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(fibonacci)).toEqual([1, 2, 3, 5, 8, 13, 21]);
  });

  it('start at a minute and stop growing at Keycloak’s longest wait, 15 minutes', () => {
    const { firstDelaySeconds, maxDelaySeconds } = DEFAULT_SIGN_IN_LIMITS;
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((round) => Math.min(maxDelaySeconds, firstDelaySeconds * fibonacci(round)) / 60);
    expect(delays).toEqual([1, 2, 3, 5, 8, 13, 15, 15]);
  });
});
