import { JFK } from '../../content/show-details/jfk';
import { ShowPage } from '../../features/show-page/show-page';

export default function JfkPage() {
  return <ShowPage show="JFK" details={JFK} />;
}
