import { MenuPage } from './menu-page';

export default function MenuOnePage() {
  return <MenuPage show="Titanic" />;
}
