import chevronLeftSvg from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronRightSvg from 'bootstrap-icons/icons/chevron-right.svg?raw';
import pauseSvg from 'bootstrap-icons/icons/pause-fill.svg?raw';
import playSvg from 'bootstrap-icons/icons/play-fill.svg?raw';
import { SvgIcon } from '../../ui/svg-icon';

/**
 * Previous, pause/play and next buttons shared by every carousel. `itemName` completes the buttons'
 * names ("Previous show", "Pause the testimonials").
 */
export function CarouselControls({
  itemName,
  groupName,
  playing,
  onToggle,
  onPrevious,
  onNext,
  tone = 'light',
}: {
  itemName: string;
  groupName: string;
  playing: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={`carousel-controls carousel-controls--${tone}`}>
      <button type="button" className="carousel-controls__button" onClick={onPrevious}>
        <SvgIcon svg={chevronLeftSvg} />
        <span className="visually-hidden">{`Previous ${itemName}`}</span>
      </button>
      <button type="button" className="carousel-controls__button" onClick={onToggle}>
        <SvgIcon svg={playing ? pauseSvg : playSvg} />
        <span className="visually-hidden">{`${playing ? 'Pause' : 'Play'} the ${groupName}`}</span>
      </button>
      <button type="button" className="carousel-controls__button" onClick={onNext}>
        <SvgIcon svg={chevronRightSvg} />
        <span className="visually-hidden">{`Next ${itemName}`}</span>
      </button>
    </div>
  );
}
