// The carousels' styles on their own, for pages that show a carousel's HTML before its code is fetched
// (src/features/home/lazy-home-sections.tsx): the look must not wait for Swiper's JavaScript.
import 'swiper/css';
import './carousels.scss';
