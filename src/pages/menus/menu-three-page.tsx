import { MenuPage } from './menu-page';

export default function MenuThreePage() {
  return <MenuPage show="TheOverlookHotel" />;
}
