/**
 * The rate limit of the forms a person fills in on the storefront (contact, newsletter): a few a
 * minute per address is plenty for a person, and stops scripted spam.
 */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
