import type { ShowDetailsContent } from '../../domain/site-content/blocks';

/**
 * The Overlook Hotel show's own words, as the site was built: its Information tabs and sample menu (the seed of its
 * Site content block; the show page and its menu page read the published version).
 */
export const OVERLOOK: ShowDetailsContent = {
  event: [
    'The Overlook Hotel is throwing its grandest party of the season, and you are on the guest list. This 1920s cocktail soiree is an immersive dining and theatre show: dinner is served while the story plays out in the room around you.',
    'A cast of three brings the hotel to life, and the evening is hosted by a bartender who has seen every guest come and go, and is in no hurry to let you leave.',
  ],
  eventPoints: [
    '1920s cocktail soiree: immersive dining and theatre',
    'A cast of three',
    'Hosted by a bartender',
    'May be unsuitable for under-15s; under-18s must be accompanied by an adult',
  ],
  dressCode: [
    'Roaring Twenties glamour: beaded flapper dresses, long pearls and headbands, three-piece suits, braces and bow ties.',
  ],
  warnings: ['Please read these before you book. The show contains:'],
  warningPoints: [
    'Scenes of domestic abuse',
    'Strong language',
    'Strobe lighting',
    'Content that may be unsuitable for guests under 15',
    'Guests under 18 must be accompanied by an adult',
  ],
  menuTab: 'Dinner is served between the acts, with a cocktail from the bar to welcome you to the party.',
  menuIntro: 'A Jazz Age supper, served between the acts after a welcome cocktail from the bar.',
  starters: [
    {
      name: 'Chicken liver pâté',
      description: 'With toasted brioche and red onion chutney.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Classic Waldorf salad',
      description: 'Apple, celery, grapes and walnuts.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Beetroot and orange salad',
      description: 'With toasted hazelnuts and dill.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  mains: [
    {
      name: 'Chicken supreme à la King',
      description: 'In a mushroom and sherry cream sauce, with rice pilaf.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Baked fillet of hake',
      description: 'With crushed new potatoes, green beans and beurre blanc.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Roasted aubergine',
      description: 'With a herb crust, lentils, roasted peppers and a tomato sauce.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  desserts: [
    {
      name: 'Lemon posset',
      description: 'With shortbread.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Chocolate and orange torte',
      description: 'With whipped cream.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Poached pear',
      description: 'In spiced red wine, with a plant-based cream.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
};
