import { MenuPage } from './menu-page';

export default function MenuTwoPage() {
  return <MenuPage show="JFK" />;
}
