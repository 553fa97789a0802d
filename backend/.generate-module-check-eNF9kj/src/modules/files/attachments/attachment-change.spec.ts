import type { StagedFile } from '../multipart/upload-spec';
import { AttachmentChange, planAttachments } from './attachment-change';

const staged = (id: string): StagedFile => ({
  id,
  field: 'files',
  filename: `${id}.png`,
  format: 'png',
  contentType: 'image/png',
  size: 1,
  sha256: 'a'.repeat(64),
  key: id,
});

const change = (over: Partial<AttachmentChange>): AttachmentChange => ({
  ownerId: 'owner',
  access: 'PERSONAL_DATA',
  current: ['a', 'b', 'c'],
  kept: [],
  added: [],
  maxCount: 3,
  errors: {
    notHeld: (fileId, index) => ({ field: `files.${index}`, error: `not ${fileId}` }),
    tooMany: (max) => ({ field: 'files', error: `at most ${max}` }),
  },
  ...over,
});

describe('planAttachments', () => {
  it('keeps the listed files in their order, adds the new ones after them and removes the rest', () => {
    expect(planAttachments(change({ kept: ['c', 'a'], added: [staged('n')] }))).toEqual({
      fileIds: ['c', 'a', 'n'],
      removed: ['b'],
      errors: [],
    });
  });

  it('counts a repeated kept id once', () => {
    expect(planAttachments(change({ kept: ['a', 'a', 'b'], added: [staged('n')] })).fileIds).toEqual(['a', 'b', 'n']);
  });

  it('refuses an id the holder does not have, at its place in the list', () => {
    expect(planAttachments(change({ kept: ['a', 'x'] })).errors).toEqual([{ field: 'files.1', error: 'not x' }]);
  });

  it('refuses more files than the holder takes, counting kept and added', () => {
    expect(planAttachments(change({ kept: ['a', 'b'], added: [staged('n'), staged('m')] })).errors).toEqual([
      { field: 'files', error: 'at most 3' },
    ]);
  });

  it('counts only keepable ids toward the limit, so one wrong id is one error', () => {
    expect(planAttachments(change({ kept: ['a', 'b', 'x'], added: [staged('n')] })).errors).toEqual([{ field: 'files.2', error: 'not x' }]);
  });

  it("lets a holder keep files wider than its own (a copy keeping the original's pictures)", () => {
    const plan = planAttachments(change({ current: ['a'], keepable: ['z'], kept: ['z'] }));
    expect(plan).toEqual({ fileIds: ['z'], removed: ['a'], errors: [] });
  });
});
