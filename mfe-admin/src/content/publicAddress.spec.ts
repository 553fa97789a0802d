import { publicAddress } from './publicAddress';

describe('publicAddress', () => {
  it('follows the public site: how-to sub-pages nest under /how-to/', () => {
    expect(publicAddress('about')).toBe('/about/');
    expect(publicAddress('how-to')).toBe('/how-to/');
    expect(publicAddress('how-to-find-perfomer')).toBe('/how-to/find-perfomer/');
  });
});
