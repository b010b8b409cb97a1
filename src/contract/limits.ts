// How long a text may be: the schemas hold a body to these (schemas/fields.ts), the forms hold typing to them before
// anyone submits. No zod here, so a page that shows a limit loads no schema for it.

/** The longest one-line text (a name, a city) unless a field says otherwise; forms hold typing to it. */
export const TEXT_MAX_LENGTH = 200;
/** The longest name of a person (lead, student, client); the forms show it before anyone submits. */
export const PERSON_NAME_MAX = TEXT_MAX_LENGTH;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
