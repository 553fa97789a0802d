/**
 * The platform shows and counts dates in Moscow time (docs/requirements.md#vocabulary-moscow-time). An IANA zone,
 * not a fixed offset: Moscow kept UTC+4 until 2014 and had summer time until 2011.
 */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
