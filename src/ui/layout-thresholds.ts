/**
 * Every width and scroll threshold of the layout (docs/product.md, Numbers that matter), in one place. The header, the
 * home banner and their tests read them from here; the Sass mirrors the two widths in _layout.scss.
 */

/** Scrolled further than this, the header is marked fixed (a shadow under the sticky bar). */
export const HEADER_FIXED_FROM_Y = 25;
/** Scrolling down past this, the header slides away so the page has the screen... */
export const HEADER_HIDE_FROM_Y = 600;
/** ...until this, beyond which it comes back. */
export const HEADER_SHOW_AGAIN_FROM_Y = 1000;

/** The BOOK A TICKET button shows at this width and wider (src/app/header/header.scss). */
export const WIDE_SCREEN_MIN_WIDTH = 1535;
/** At this width and narrower the home banner's second slide uses its narrow picture. */
export const NARROW_BANNER_MAX_WIDTH = 767;

export const NARROW_BANNER_QUERY = `(max-width: ${NARROW_BANNER_MAX_WIDTH}px)`;
