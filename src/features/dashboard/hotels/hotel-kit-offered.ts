/**
 * Whether this build offers hotels their contact and private kit page: the embedded server only. A hosted
 * site's hotel records are public (docs/decisions/0041-hotel-links.md), so a contact typed there would have
 * nowhere private to go: the dashboard says so instead of taking it.
 */
export const HOTEL_KIT_OFFERED = import.meta.env.VITE_BACKEND !== 'firebase';
