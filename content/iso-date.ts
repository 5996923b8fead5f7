/**
 * A calendar date as records write it: `YYYY-MM-DD`. Written this way, dates
 * also sort as text. A date that does not exist fails the content tests.
 */
export type IsoDate = `${number}-${number}-${number}`;
