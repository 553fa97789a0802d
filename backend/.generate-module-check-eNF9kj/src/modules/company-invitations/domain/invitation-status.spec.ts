import { effectiveStatus, INVITATION_STATUS_NAMES, INVITATION_STATUSES, isOpen } from './invitation-status';

describe('invitation statuses (D10)', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const later = new Date('2026-05-08T10:00:00Z');
  const earlier = new Date('2026-05-01T09:59:59Z');

  it('derives EXPIRED from a SENT invitation whose link has run out, at the very moment', () => {
    expect(effectiveStatus('SENT', later, now)).toBe('SENT');
    expect(effectiveStatus('SENT', earlier, now)).toBe('EXPIRED');
    expect(effectiveStatus('SENT', now, now)).toBe('EXPIRED');
  });

  it('keeps a decided invitation as decided, whatever its expiry', () => {
    expect(effectiveStatus('ACCEPTED', earlier, now)).toBe('ACCEPTED');
    expect(effectiveStatus('DECLINED', earlier, now)).toBe('DECLINED');
    expect(effectiveStatus('CANCELLED', later, now)).toBe('CANCELLED');
  });

  it('is open only while SENT and in time', () => {
    expect(isOpen('SENT', later, now)).toBe(true);
    expect(isOpen('SENT', earlier, now)).toBe(false);
    expect(isOpen('CANCELLED', later, now)).toBe(false);
  });

  it('names every status in both languages', () => {
    for (const status of INVITATION_STATUSES) {
      expect(INVITATION_STATUS_NAMES[status].ru).toBeTruthy();
      expect(INVITATION_STATUS_NAMES[status].en).toBeTruthy();
    }
  });
});
