/**
 * Name of the lock that serialises assignments, so concurrent starts keep the catalogue balanced. A participant's
 * deletion takes it too, so a start's expiry sweep cannot release the same reservations meanwhile.
 */
export const ASSIGNMENT_LOCK = 'assignment';
