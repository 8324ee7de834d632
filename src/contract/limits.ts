/**
 * The longest text each request field takes, in one place: the contract's structs refuse
 * longer values (a 400 naming the field: "must be at most 100 characters"), and the forms of the family app and the
 * console check the same numbers as the reader types, so client and server agree. Nothing here is cut to fit: a form
 * keeps what was typed and says what is too long.
 *
 * Lengths are counted as JavaScript counts them (`value.length`, UTF-16 code units), as superstruct's `size` and the
 * browser's own `maxlength` do: a character outside the Basic Multilingual Plane (an emoji, a rare CJK ideograph such
 * as 𠮷) counts twice. The limits below leave room for that; counting code points instead would make each side spread
 * strings into arrays to agree, for names that never come near the limit. Plain constants, importing nothing: the
 * forms import them without carrying any struct code.
 */

/** A person's first or last name: a patient's, a family member's at sign-up, a staff member's, a guided session's. */
export const MAX_NAME_LENGTH = 100;
/**
 * A whole name as My Account edits it (PUT /user/v1/me): sign-up and staff invitations store "First Last", so it must
 * hold two names at their longest and the space between.
 */
export const MAX_FULL_NAME_LENGTH = 2 * MAX_NAME_LENGTH + 1;
/** An e-mail address: RFC 5321's longest path (254 octets in all). */
export const MAX_EMAIL_LENGTH = 254;
/**
 * A password or passphrase. Long enough for any passphrase a person types or a password manager makes (they offer
 * up to 100 or 128); scrypt's cost does not grow with the length (server/auth/password.ts), the limit keeps the
 * checks on it (NFKC, the common-password list) small. The minimum stays 6 (SPEC §5).
 */
export const MAX_PASSWORD_LENGTH = 256;
/** An invite, reset or staff-invitation code as a body carries it (the real ones are 16 to 43 characters). */
export const MAX_CODE_LENGTH = 200;
/** What is typed into a search box: the worklist, the catalogue, the location search. */
export const MAX_SEARCH_LENGTH = 100;
/** A level of care's key or alias ('skilled_nursing'). */
export const MAX_LEVEL_OF_CARE_LENGTH = 100;
/** A place's name as the location search gives it ('Columbus'). */
export const MAX_PLACE_NAME_LENGTH = 100;
/** The reason a planner gives for leaving a provider off a list (kept in the choice record). */
export const MAX_REASON_LENGTH = 500;
/** A hospital's financial-interest disclosure on a provider, once trimmed (42 CFR 482.43(c)(3)). */
export const MAX_DISCLOSURE_LENGTH = 500;
/** The acknowledgement text a planner may write on an invite, instead of the standard one (SPEC §6). */
export const MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH = 2_000;
/**
 * The acknowledgement text a family's device reports it showed (the claim, a guided session): an invite's own text
 * (up to MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH) or the standard one in the language on screen, with room to spare.
 */
export const MAX_ACKNOWLEDGED_TEXT_LENGTH = 4_000;
/** A hospital's explanation of its preferred or affiliated label, read in a modal on a phone. */
export const MAX_LABEL_EXPLANATION_LENGTH = 1_000;
/** The hospital's word for 'preferred' (SPEC §3 preferredByPhrase): it fits on a provider's card. */
export const MAX_PREFERRED_PHRASE_LENGTH = 40;
/**
 * Each field of a tagline draft as an admin sends it, before the server trims it and words what is wrong with it
 * against the tagline's own limits (contract/tagline.ts): room for stray spaces, not for a flood.
 */
export const MAX_TAGLINE_DRAFT_LENGTH = 1_000;
/** An EHR's bearer token: OAuth access tokens and JWTs run to a few kilobytes. */
export const MAX_EHR_TOKEN_LENGTH = 4096;
