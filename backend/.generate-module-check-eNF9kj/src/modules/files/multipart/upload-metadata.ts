/** The metadata key under which @AcceptsUpload() leaves a route's UploadSpec for the interceptor. */
export const UPLOAD_SPEC = 'files:upload-spec';
