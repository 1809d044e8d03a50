import type { ShowKey } from '../domain/shows';

export type Diet = 'standard' | 'vegetarian' | 'vegan';

export interface Dish {
  name: string;
  description: string;
  diet: Diet;
}

export interface Course {
  name: 'Starters' | 'Mains' | 'Desserts';
  dishes: readonly Dish[];
}

export interface SampleMenu {
  show: ShowKey;
  intro: string;
  courses: readonly [Course, Course, Course];
}

export const DIET_LABELS: Record<Diet, string | null> = {
  standard: null,
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
};

/** Said with every menu: it is a sample, cooked by the venue, no prices (the ticket includes dinner). */
export const MENU_NOTES = [
  "This is a sample menu. Each hotel's kitchen cooks its own version, so the dishes vary by venue.",
  'Dinner is included in your ticket, and the price and menu are the same for every guest, whatever their age.',
  'Please tell the venue about allergies and dietary needs when you book.',
] as const;

export const MENUS: Record<ShowKey, SampleMenu> = {
  Titanic: {
    show: 'Titanic',
    intro: 'Three courses inspired by the first-class dining saloon, April 1912.',
    courses: [
      {
        name: 'Starters',
        dishes: [
          {
            name: 'Cream of barley soup',
            description: 'With warm bread rolls and salted butter.',
            diet: 'vegetarian',
          },
          { name: 'Smoked salmon', description: 'With cucumber, capers and brown bread.', diet: 'standard' },
          { name: 'Roasted tomato consommé', description: 'With fresh herbs and croutons.', diet: 'vegan' },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Roast sirloin of beef',
            description: 'With Yorkshire pudding, roast potatoes, seasonal vegetables and gravy.',
            diet: 'standard',
          },
          {
            name: 'Chicken Lyonnaise',
            description: 'With creamed potatoes and buttered greens.',
            diet: 'standard',
          },
          {
            name: 'Wild mushroom and chestnut Wellington',
            description: 'With roast potatoes, seasonal vegetables and onion gravy.',
            diet: 'vegan',
          },
        ],
      },
      {
        name: 'Desserts',
        dishes: [
          {
            name: 'Waldorf pudding',
            description: 'Baked apple and raisin pudding with custard.',
            diet: 'vegetarian',
          },
          {
            name: 'Chocolate éclair',
            description: 'With vanilla cream and chocolate sauce.',
            diet: 'vegetarian',
          },
          { name: 'Peaches in Chartreuse jelly', description: 'With a plant-based cream.', diet: 'vegan' },
        ],
      },
    ],
  },
  JFK: {
    show: 'JFK',
    intro: 'American classics of the early sixties, served at your team table between rounds of clues.',
    courses: [
      {
        name: 'Starters',
        dishes: [
          { name: 'New England clam chowder', description: 'With oyster crackers.', diet: 'standard' },
          {
            name: 'Prawn cocktail',
            description: 'With Marie Rose sauce and little gem lettuce.',
            diet: 'standard',
          },
          { name: 'Sweetcorn and potato chowder', description: 'With toasted sourdough.', diet: 'vegan' },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Texas-style braised beef brisket',
            description: 'With creamed corn, coleslaw and crushed potatoes.',
            diet: 'standard',
          },
          {
            name: 'Southern fried chicken',
            description: 'With fries, slaw and barbecue sauce.',
            diet: 'standard',
          },
          {
            name: 'Smoky black bean and sweet potato chilli',
            description: 'With rice, guacamole and tortilla chips.',
            diet: 'vegan',
          },
        ],
      },
      {
        name: 'Desserts',
        dishes: [
          { name: 'New York cheesecake', description: 'With a berry compote.', diet: 'vegetarian' },
          { name: 'Warm apple pie', description: 'With vanilla ice cream.', diet: 'vegetarian' },
          { name: 'Chocolate brownie', description: 'With a plant-based vanilla ice cream.', diet: 'vegan' },
        ],
      },
    ],
  },
  TheOverlookHotel: {
    show: 'TheOverlookHotel',
    intro: 'A Jazz Age supper, served between the acts after a welcome cocktail from the bar.',
    courses: [
      {
        name: 'Starters',
        dishes: [
          {
            name: 'Chicken liver pâté',
            description: 'With toasted brioche and red onion chutney.',
            diet: 'standard',
          },
          {
            name: 'Classic Waldorf salad',
            description: 'Apple, celery, grapes and walnuts.',
            diet: 'vegetarian',
          },
          {
            name: 'Beetroot and orange salad',
            description: 'With toasted hazelnuts and dill.',
            diet: 'vegan',
          },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Chicken supreme à la King',
            description: 'In a mushroom and sherry cream sauce, with rice pilaf.',
            diet: 'standard',
          },
          {
            name: 'Baked fillet of hake',
            description: 'With crushed new potatoes, green beans and beurre blanc.',
            diet: 'standard',
          },
          {
            name: 'Roasted aubergine',
            description: 'With a herb crust, lentils, roasted peppers and a tomato sauce.',
            diet: 'vegan',
          },
        ],
      },
      {
        name: 'Desserts',
        dishes: [
          { name: 'Lemon posset', description: 'With shortbread.', diet: 'vegetarian' },
          { name: 'Chocolate and orange torte', description: 'With whipped cream.', diet: 'vegetarian' },
          {
            name: 'Poached pear',
            description: 'In spiced red wine, with a plant-based cream.',
            diet: 'vegan',
          },
        ],
      },
    ],
  },
  Scrooge: {
    show: 'Scrooge',
    intro: 'A festive Victorian feast, with all the trimmings of Christmas Eve.',
    courses: [
      {
        name: 'Starters',
        dishes: [
          { name: 'Roast parsnip and apple soup', description: 'With warm bread.', diet: 'vegan' },
          { name: 'Ham hock terrine', description: 'With piccalilli and toast.', diet: 'standard' },
          {
            name: 'Stilton and walnut tart',
            description: 'With a pear and rocket salad.',
            diet: 'vegetarian',
          },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Roast turkey with all the trimmings',
            description:
              'Pigs in blankets, sage and onion stuffing, roast potatoes, sprouts, carrots and gravy.',
            diet: 'standard',
          },
          {
            name: 'Nut roast',
            description: 'With roast potatoes, sprouts, carrots, cranberry sauce and vegetable gravy.',
            diet: 'vegan',
          },
        ],
      },
      {
        name: 'Desserts',
        dishes: [
          { name: 'Christmas pudding', description: 'With brandy sauce.', diet: 'vegetarian' },
          { name: 'Mince pie', description: 'With plant-based custard.', diet: 'vegan' },
          { name: 'Yule log', description: 'Chocolate sponge with chocolate cream.', diet: 'vegetarian' },
        ],
      },
    ],
  },
};
