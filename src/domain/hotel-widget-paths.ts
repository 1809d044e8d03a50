/**
 * Where a hotel's own website finds its dates (docs/decisions/0042-hotel-widget.md): a page made to be
 * framed there, and a calendar of the hotel's dates. Both are addressed by the hotel's id; only these paths
 * may be framed by another site (server/security/headers.ts, firebase.json).
 */
export const HOTEL_WIDGET_DIR = '/widgets/hotels';

/** The files every widget page links to (public/widgets): its styles and the script that reports its height. */
export const HOTEL_WIDGET_ASSETS = { style: '/widgets/hotel-widget.css', script: '/widgets/hotel-widget.js' };

/** A hotel id as either store makes one: a UUID (SQLite) or a Firestore document id. */
const HOTEL_ID = /^[A-Za-z0-9-]{1,64}$/;
export const isHotelWidgetId = (id: string) => HOTEL_ID.test(id);

/** `/widgets/hotels/<id>` */
export const hotelWidgetPath = (hotelId: string) => `${HOTEL_WIDGET_DIR}/${hotelId}`;

/** True for a widget page's address (`.html` as a hosted build names the file), the only pages another site may frame. */
export const isHotelWidgetPath = (path: string) =>
  /^\/widgets\/hotels\/[A-Za-z0-9-]{1,64}(\.html)?$/.test(path.split('?')[0] ?? '');
