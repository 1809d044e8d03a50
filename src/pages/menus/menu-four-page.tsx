import { MenuPage } from './menu-page';

export default function MenuFourPage() {
  return <MenuPage show="Scrooge" />;
}
