import { OVERLOOK } from '../../content/show-details/overlook';
import { ShowPage } from '../../features/show-page/show-page';

export default function OverlookPage() {
  return <ShowPage show="TheOverlookHotel" details={OVERLOOK} />;
}
