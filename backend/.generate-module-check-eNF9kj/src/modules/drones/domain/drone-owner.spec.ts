import { asDroneOwner, companyDroneOwner, userDroneOwner } from './drone-owner';

describe('asDroneOwner', () => {
  it("reads a bare id as the pilot's own", () => {
    expect(asDroneOwner('u-1')).toEqual({ kind: 'USER', id: 'u-1' });
    expect(asDroneOwner('u-1')).toEqual(userDroneOwner('u-1'));
  });

  it('keeps an explicit owner as it is', () => {
    expect(asDroneOwner(companyDroneOwner('c-1'))).toEqual({ kind: 'COMPANY', id: 'c-1' });
  });
});
