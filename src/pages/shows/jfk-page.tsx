import { ShowPage } from '../../features/show-page/show-page';

export default function JfkPage() {
  return <ShowPage show="JFK" />;
}
