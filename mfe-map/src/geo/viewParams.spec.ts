import { viewFromSearch } from './viewParams';

describe('viewFromSearch', () => {
  it('reads a centre and a zoom from the query string', () => {
    expect(viewFromSearch(new URLSearchParams('lat=55.97&lng=37.41&zoom=11'))).toEqual({ center: { lat: 55.97, lng: 37.41 }, zoom: 11 });
  });

  it('ignores missing, partial, textual and out-of-range values', () => {
    expect(viewFromSearch(new URLSearchParams(''))).toEqual({ center: undefined, zoom: undefined });
    expect(viewFromSearch(new URLSearchParams('lat=55'))).toEqual({ center: undefined, zoom: undefined });
    expect(viewFromSearch(new URLSearchParams('lat=north&lng=37&zoom=big'))).toEqual({ center: undefined, zoom: undefined });
    expect(viewFromSearch(new URLSearchParams('lat=95&lng=37&zoom=40'))).toEqual({ center: undefined, zoom: undefined });
  });
});
