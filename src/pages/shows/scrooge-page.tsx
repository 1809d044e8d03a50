import { SCROOGE } from '../../content/show-details/scrooge';
import { ShowPage } from '../../features/show-page/show-page';

export default function ScroogePage() {
  return <ShowPage show="Scrooge" details={SCROOGE} />;
}
