/**
 * The requests under review (authority-design.md, H5): the list at /agreement/flight-requests/ and one request at
 * /agreement/flight-requests/:id/. Texts are in ../i18n/review.{ru,en}.ts, merged under the key `review`.
 */
export { FlightRequestsPage } from './list/FlightRequestsPage';
export { FlightRequestReviewPage } from './page/FlightRequestReviewPage';
