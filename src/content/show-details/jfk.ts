import type { ShowDetailsContent } from '../../domain/site-content/blocks';

/**
 * The JFK show's own words, as the site was built: its Information tabs and sample menu (the seed of its
 * Site content block; the show page and its menu page read the published version).
 */
export const JFK: ShowDetailsContent = {
  event: [
    'Dallas, November 1963. The President is in town and rumours of a plot are spreading. Your table becomes a team of agents, and over dinner you question suspects, search for clues and solve puzzles: murder mystery meets escape room.',
    'The game lasts two hours and builds to the final ten minutes before the motorcade, when every team must decide what really happened and whether the President can be saved.',
  ],
  eventPoints: [
    'A two-hour team game over dinner',
    'Murder mystery meets escape room',
    'Race the clock through the final ten minutes before the motorcade',
    'Ages 15 and over; under-18s must be accompanied by an adult',
  ],
  dressCode: [
    'Think early 1960s: sharp suits and skinny ties, pillbox hats, pearls and pastel twin sets, or the dark glasses of a Secret Service agent.',
  ],
  warnings: [
    'The game is set on the day of the assassination of President Kennedy and refers to real events, firearms and death.',
    'Guests must be 15 or over, and anyone under 18 must be accompanied by an adult.',
  ],
  warningPoints: [],
  menuTab:
    'Dinner is served at your team table during the game, so the courses arrive between rounds of clues.',
  menuIntro: 'American classics of the early sixties, served at your team table between rounds of clues.',
  starters: [
    {
      name: 'New England clam chowder',
      description: 'With oyster crackers.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Prawn cocktail',
      description: 'With Marie Rose sauce and little gem lettuce.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Sweetcorn and potato chowder',
      description: 'With toasted sourdough.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  mains: [
    {
      name: 'Texas-style braised beef brisket',
      description: 'With creamed corn, coleslaw and crushed potatoes.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Southern fried chicken',
      description: 'With fries, slaw and barbecue sauce.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Smoky black bean and sweet potato chilli',
      description: 'With rice, guacamole and tortilla chips.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  desserts: [
    {
      name: 'New York cheesecake',
      description: 'With a berry compote.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Warm apple pie',
      description: 'With vanilla ice cream.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Chocolate brownie',
      description: 'With a plant-based vanilla ice cream.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
};
