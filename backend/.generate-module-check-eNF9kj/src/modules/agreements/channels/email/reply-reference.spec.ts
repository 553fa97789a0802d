import { bareAddress, replyReference } from './reply-reference';

describe('replyReference', () => {
  it('reads the key the centre kept in the subject', () => {
    expect(replyReference({ subject: 'Re: [NEBO sub-42] Заявка на использование воздушного пространства' })).toBe('sub-42');
    expect(replyReference({ subject: 'RE: [nebo   msg-7 ] SHR' })).toBe('msg-7');
  });

  it('falls back to In-Reply-To, then References naming our Message-ID', () => {
    expect(replyReference({ subject: 'Ответ', inReplyTo: '<sub-1@nebo.local>' })).toBe('sub-1');
    expect(replyReference({ subject: null, references: ['<x@elsewhere.ru>', '<msg-2@nebo.local>'] })).toBe('msg-2');
    expect(replyReference({ subject: 'Ответ', inReplyTo: '<x@elsewhere.ru>' })).toBeNull();
  });
});

describe('bareAddress', () => {
  it('drops the display name and case', () => {
    expect(bareAddress('Nebo <ORVD-Replies@Replies.nebo.local>')).toBe('orvd-replies@replies.nebo.local');
    expect(bareAddress(' orvd@nebo.local ')).toBe('orvd@nebo.local');
  });
});
