import { HOTEL_WIDGET_COPY } from './hotel-widget';
import { hotelWidgetPath } from '../domain/hotel-widget-paths';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&#34;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the hotel pastes into its website: the widget's frame and a one-line script that sets the frame's
 * height to what the widget reports (public/widgets/hotel-widget.js), heard only from that frame and origin.
 * Without script the frame keeps its first height and scrolls.
 */
export function hotelWidgetSnippet(origin: string, hotel: { id: string; name: string }): string {
  const src = `${origin}${hotelWidgetPath(hotel.id)}`;
  const title = escapeAttribute(HOTEL_WIDGET_COPY.frameTitle(hotel.name));
  return (
    `<iframe src="${src}" title="${title}" style="width:100%;height:420px;border:0" loading="lazy"></iframe>\n` +
    `<script>(function(f){addEventListener("message",function(e){if(e.source===f.contentWindow&&` +
    `e.origin===${JSON.stringify(origin)}&&e.data&&typeof e.data.hotelWidgetHeight==="number")` +
    `f.style.height=e.data.hotelWidgetHeight+"px"})})(document.currentScript.previousElementSibling)</script>`
  );
}
