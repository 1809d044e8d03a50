import { TITANIC } from '../../content/show-details/titanic';
import { ShowPage } from '../../features/show-page/show-page';

export default function TitanicPage() {
  return <ShowPage show="Titanic" details={TITANIC} />;
}
