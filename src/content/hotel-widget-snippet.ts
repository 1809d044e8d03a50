import { HOTEL_WIDGET_COPY } from './hotel-widget';
import { hotelWidgetPath } from '../domain/hotel-widget-paths';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&#34;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the hotel pastes into its website: the widget's frame and a one-line script that sets the frame's
 * height to what the widget reports (public/widgets/hotel-widget.js), heard only from this site's origin and
 * applied to the frame that sent it. The script finds that frame by the sender, not by where it stands: a
 * website builder may put a line break or a paragraph between the two. Without script the frame keeps its
 * first height and scrolls.
 */
export function hotelWidgetSnippet(origin: string, hotel: { id: string; name: string }): string {
  const src = `${origin}${hotelWidgetPath(hotel.id)}`;
  const title = escapeAttribute(HOTEL_WIDGET_COPY.frameTitle(hotel.name));
  return (
    `<iframe src="${src}" title="${title}" style="width:100%;height:420px;border:0" loading="lazy"></iframe>\n` +
    `<script>addEventListener("message",function(e){if(e.origin===${JSON.stringify(origin)}&&e.data&&` +
    `typeof e.data.hotelWidgetHeight==="number")document.querySelectorAll("iframe").forEach(function(f){` +
    `if(f.contentWindow===e.source)f.style.height=e.data.hotelWidgetHeight+"px"})})</script>`
  );
}
