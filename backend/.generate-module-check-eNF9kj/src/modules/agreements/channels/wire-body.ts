import type { OutgoingMessage, OutgoingSubmission } from './channel-adapter';

/**
 * The JSON a submission travels as: the body of Azimut's and SPPI's `POST …/submissions` and the `submission.json`
 * attachment of the letter, so the centre reads the same facts whatever the wire. `reference` is the dedup key
 * (the centre quotes it back as `-REF`); the printed form rides along base64-encoded.
 */
export function submissionBody(s: OutgoingSubmission) {
  return {
    reference: s.dedupKey,
    authority: { code: s.authority.code, name: s.authority.name },
    submissionType: s.submissionType,
    usageMode: s.usageMode,
    regime: s.regime,
    petition: s.petition,
    takeoffAirport: s.takeoffAirport,
    landingAirport: s.landingAirport,
    restrictedZone: s.restrictedZone,
    restrictionZoneInsteadOfGeometry: s.restrictionZoneInsteadOfGeometry,
    route: s.route,
    altitudes: s.altitudes,
    dates: s.dates,
    operator: s.operator,
    drone: s.drone,
    replyTo: s.replyTo,
    document: { filename: s.document.filename, contentType: s.document.contentType, content: s.document.content.toString('base64') },
  };
}

/** The JSON a flight message travels as: Azimut's and SPPI's message body and the letter's `message.json`. */
export function messageBody(m: OutgoingMessage) {
  return {
    reference: m.dedupKey,
    submissionId: m.submissionExternalId,
    kind: m.kind,
    dateId: m.dateId,
    text: m.text,
  };
}
