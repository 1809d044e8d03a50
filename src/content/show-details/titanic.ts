import type { ShowDetailsContent } from '../../domain/site-content/blocks';

/**
 * The Titanic show's own words, as the site was built: its Information tabs and sample menu (the seed of its
 * Site content block; the show page and its menu page read the published version).
 */
export const TITANIC: ShowDetailsContent = {
  event: [
    "It is April 1912 and you are a passenger on the maiden voyage of the Titanic. Our cast of passengers and crew join you at your table, share their hopes for a new life in America, and draw you into the stories of the ship's final evening.",
    'Dinner is served over three courses while the drama unfolds around you. The last 30 minutes of the show are emotional: we tell the end of the voyage honestly, and many guests find it moving.',
  ],
  eventPoints: [
    'The evening starts at 7 pm',
    'Three-course meal',
    'The last 30 minutes are emotional',
    'No age restriction',
  ],
  dressCode: [
    'Edwardian evening wear suits the night: long gowns, gloves and a feather or two, dinner jackets and bow ties. A touch of first class or steerage both work, since passengers of every class are aboard.',
  ],
  warnings: [
    'The show portrays the sinking of the Titanic and the loss of life that night. The final 30 minutes are emotional and some guests may find them upsetting.',
    'There is no age restriction: the show is suitable for all ages, though parents may want to talk it through with younger children beforehand.',
  ],
  warningPoints: [],
  menuTab: 'Dinner is three courses, inspired by the dishes served in the first-class dining saloon in 1912.',
  menuIntro: 'Three courses inspired by the first-class dining saloon, April 1912.',
  starters: [
    {
      name: 'Cream of barley soup',
      description: 'With warm bread rolls and salted butter.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Smoked salmon',
      description: 'With cucumber, capers and brown bread.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Roasted tomato consommé',
      description: 'With fresh herbs and croutons.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  mains: [
    {
      name: 'Roast sirloin of beef',
      description: 'With Yorkshire pudding, roast potatoes, seasonal vegetables and gravy.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Chicken Lyonnaise',
      description: 'With creamed potatoes and buttered greens.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Wild mushroom and chestnut Wellington',
      description: 'With roast potatoes, seasonal vegetables and onion gravy.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  desserts: [
    {
      name: 'Waldorf pudding',
      description: 'Baked apple and raisin pudding with custard.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Chocolate éclair',
      description: 'With vanilla cream and chocolate sauce.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Peaches in Chartreuse jelly',
      description: 'With a plant-based cream.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
};
