import { isRequired, requiredUploads } from './required-documents';

describe('required documents of a local application', () => {
  it('always requires the application (generated) and the UAV ownership confirmation', () => {
    expect(isRequired('APPLICATION', null)).toBe(true);
    expect(isRequired('UAV_OWNERSHIP_CONFIRMATION', 'ENTERTAINMENT')).toBe(true);
    expect(isRequired('FSB_PERMISSION', 'WORK')).toBe(false);
  });

  it('requires the operator certificate for aerial work and commercial flights only', () => {
    expect(requiredUploads('WORK')).toEqual(['OPERATOR_CERTIFICATE', 'UAV_OWNERSHIP_CONFIRMATION']);
    expect(requiredUploads('COMMERCIAL')).toEqual(['OPERATOR_CERTIFICATE', 'UAV_OWNERSHIP_CONFIRMATION']);
    expect(requiredUploads(null)).toEqual(['UAV_OWNERSHIP_CONFIRMATION']);
  });
});
