/**
 * Test-only helpers (`@nebo/shared-ui/testing`). Never imported by application code, so none of
 * this ships in a bundle.
 */
export { createFakeApi, fakeResponse, type FakeApi, type FakeReply, type RecordedCall } from './fakeFetch';
export { createTestQueryClient, renderWithProviders, type RenderOptions } from './render';
export { fakeClaims, fakeSummary } from './fixtures';
export { installFakeXhr, type FakeXhrControl, type XhrReply, type SentUpload } from './fakeXhr';
